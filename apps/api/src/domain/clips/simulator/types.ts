// The simulator's public types: what a renderer draws and what an importer stores. Times are seconds, lengths
// metres, in the pitch coordinates of pitch.ts.
import type { GoalType } from '@gom/contract/constants';

export interface Vec2 {
  x: number;
  y: number;
}

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export type Team = 'attack' | 'defence';
export type PlayerRole = 'shooter' | 'passer' | 'attacker' | 'defender' | 'wall' | 'goalkeeper';
export type BodyPart = 'strong-foot' | 'weak-foot' | 'head';
/** How the ball reached the shooter: dribbled in, passed along the ground, cut back from the byline, crossed, or a set piece. */
export type BuildUp = 'carry' | 'pass' | 'cutback' | 'cross' | 'set-piece';

export type ShotOutcome = 'goal' | 'miss';
export type MissKind = 'saved' | 'wide' | 'over' | 'post' | 'blocked';

export interface Keyframe {
  /** Seconds from the start of the clip. */
  t: number;
  x: number;
  y: number;
}

export interface BallKeyframe extends Keyframe {
  z: number;
}

export interface SimPlayer {
  id: string;
  team: Team;
  shirtNumber: number;
  role: PlayerRole;
  /** Standing height (m): the top of a body a ball must clear. */
  height: number;
  /** Positions from the clip start to the strike, linearly interpolated; the last keyframe is at the strike. */
  track: Keyframe[];
}

export interface FreeKickWall {
  playerIds: string[];
  /** How high the wall jumps at the strike (m). */
  jumpHeight: number;
}

/** Everything known just before the strike: the input of the strike model and of xG. */
export interface Situation {
  goalType: GoalType;
  seed: number;
  /** Seconds from the clip start to the strike (the build-up lasts this long). */
  strikeTime: number;
  buildUp: BuildUp;
  bodyPart: BodyPart;
  /** Struck without a controlling touch (one-touch finish), which costs accuracy. */
  firstTime: boolean;
  /** Centre of the ball at the strike. */
  strikePoint: Vec3;
  /** The ball from the clip start to the strike; linear between keyframes. */
  ballPath: BallKeyframe[];
  shooterId: string;
  passerId: string | null;
  goalkeeperId: string;
  players: SimPlayer[];
  /** Distance from the strike point to the centre of the goal (m). */
  distance: number;
  /** Angle between the shooter→goal-centre line and the pitch's long axis (rad, 0 = straight on). */
  angleFromCentre: number;
  /** Angle the goal mouth subtends from the strike point (rad). */
  goalMouthAngle: number;
  /** 0 (nobody near) to 1 (a defender tight on the shooter). */
  pressure: number;
  /** A body stands between the ball and the keeper's eyes, so he sees the strike late. */
  keeperScreened: boolean;
  /** False when the keeper is still moving across (after a cross or cutback) at the strike. */
  keeperSet: boolean;
  wall: FreeKickWall | null;
}

/** One thing the shooter may try: a target on the goal line, a pace, a spin; and the launch that achieves it. */
export interface StrikeIntent {
  name: string;
  /** Target where the ball's centre should cross the goal line (x = GOAL_LINE_X). */
  aim: Vec3;
  speed: number;
  /** Spin as the Magnus acceleration per unit velocity, a = spin × v (1/s), in the launch's own frame. */
  sideSpin: number;
  topSpin: number;
  /** Launch direction that reaches the aim without execution error (rad). */
  yaw: number;
  pitch: number;
  /** Relative likelihood that the shooter picks this intent. */
  weight: number;
}

export interface ExecutionNoise {
  yawSd: number;
  pitchSd: number;
  /** Relative (0.05 = 5 %). */
  speedSd: number;
  spinSd: number;
  /** Chance of a scuffed or sliced strike: a much larger error and less pace. */
  mishitChance: number;
}

/** An outfield defender or wall player where he stands at the strike. */
export interface PlanBlocker {
  playerId: string;
  x: number;
  y: number;
  /** Top of the head before any jump. */
  top: number;
  /** 0 for a defender who does not jump (the wall jumps). */
  jumpHeight: number;
  /** Within a couple of metres of the shooter: already lunging at the strike. */
  closingDown: boolean;
}

export interface PlanKeeper {
  playerId: string;
  x: number;
  y: number;
  /** Unit vector from the strike point toward the keeper: the normal of the plane he defends. */
  nx: number;
  ny: number;
  /** Mean reaction time for this situation (s): longer when screened or caught moving. */
  reactionTime: number;
}

/** Everything about the strike that is fixed once the situation is: the shooter's options, how well they
 * execute them, and who stands in the way. */
export interface StrikePlan {
  origin: Vec3;
  intents: StrikeIntent[];
  noise: ExecutionNoise;
  blockers: PlanBlocker[];
  keeper: PlanKeeper;
}

/** Every random number of one strike. xG draws many of these for the same situation; the clip draws one. */
export interface StrikeDraw {
  intentIndex: number;
  mishit: boolean;
  velocity: Vec3;
  spin: Vec3;
  keeperReactionTime: number;
  keeperDiveSpeed: number;
  keeperMaxReach: number;
  /** Uniform in [0, 1): decides whether a stretched save holds. */
  keeperHandling: number;
  /** Extra leg reach of each outfield defender (same order as the blockers of the situation), m. */
  blockerLegReach: number[];
  /** Seconds the wall's jump starts after the strike (negative: before it). */
  wallJumpDelay: number;
  /** Numbers in [-1, 1] and [0, 1] that shape a ricochet off a body, post or glove. */
  ricochetLateral: number;
  ricochetLift: number;
}

export type DiveSide = 'left' | 'right' | 'none';

export interface KeeperAction {
  /** Seconds after the strike when the keeper starts to move. */
  start: number;
  /** Where he goes for the ball (his hands' target). */
  target: Vec3;
  /** Seconds after the strike when he gets a hand to the ball, or null. */
  contact: number | null;
  /** 'left' is +y: the left of the camera behind the play. 'none': he watches it go. */
  side: DiveSide;
  diveSpeed: number;
}

export interface StrikeResolution {
  outcome: ShotOutcome;
  missKind: MissKind | null;
  /** Seconds after the strike when the outcome is decided (line crossed, save, block, woodwork). */
  decidedAt: number;
  touchedWoodwork: boolean;
  blockerId: string | null;
  keeper: KeeperAction;
}

/** Ball positions after the strike: t (s after the strike), x, y, z repeated. */
export type BallTrajectory = Float64Array;

export type Pose =
  'stand' | 'run' | 'strike' | 'header' | 'set' | 'dive-left' | 'dive-right' | 'jump' | 'block' | 'celebrate';

export interface PlayerFrame {
  x: number;
  y: number;
  /** Height of the body off the ground (jump or dive), m. */
  z: number;
  /** Heading in radians in the pitch plane: 0 faces +x (toward goal), π/2 faces +y. */
  facing: number;
  pose: Pose;
}

export interface TimelineFrame {
  index: number;
  t: number;
  ball: Vec3;
  /** Same order as Timeline.players. */
  players: PlayerFrame[];
}

export interface TimelinePlayer {
  id: string;
  team: Team;
  shirtNumber: number;
  role: PlayerRole;
}

export interface GoalkeeperDive {
  side: DiveSide;
  startFrame: number;
  /** Frame where a glove meets the ball, or null. */
  contactFrame: number | null;
  target: Vec3;
}

export interface Timeline {
  fps: number;
  frameCount: number;
  /** Frames [0, preAnswerFrameCount) form the pre-answer video; it ends before the strike. */
  preAnswerFrameCount: number;
  strikeFrame: number;
  decidedFrame: number;
  outcome: ShotOutcome;
  missKind: MissKind | null;
  players: TimelinePlayer[];
  goalkeeperDive: GoalkeeperDive;
  frames: TimelineFrame[];
}
