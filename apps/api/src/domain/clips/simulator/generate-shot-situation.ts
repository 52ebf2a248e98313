// Open-play shots: where the shot comes from, how the ball got there in the last four seconds, and who
// stands around. The distributions follow public shot maps of top-flight football: about 55 % of shots from
// inside the box, one in eight a header from a cross, a third of foot shots on the weaker foot or first time.
import { clamp, distance, distanceToGoalCentre, goalMouthAngle, headingTo, offset } from './geometry.ts';
import { BALL_RADIUS_M, GOAL_LINE_X, STRIKE_TIME_S, TOUCHLINE_Y } from './pitch.ts';
import { createRandom, deriveSeed } from './random.ts';
import type { Random } from './random.ts';
import { SquadBuilder, driftTrack, isKeeperScreened, keeperStance, lastPosition } from './squad.ts';
import type { BallKeyframe, BodyPart, BuildUp, Keyframe, Situation, Vec2 } from './types.ts';

export interface GenerateShotSituationOptions {
  seed: number;
}

const HEADER_SHARE = 0.13;
const WEAK_FOOT_SHARE = 0.25;
/** Shot distance bands (m from the goal centre) and their shares of foot shots. */
const FOOT_DISTANCE_BANDS: readonly { min: number; max: number; weight: number }[] = [
  { min: 4, max: 8, weight: 0.08 },
  { min: 8, max: 12, weight: 0.22 },
  { min: 12, max: 16, weight: 0.22 },
  { min: 16, max: 20, weight: 0.18 },
  { min: 20, max: 25, weight: 0.18 },
  { min: 25, max: 32, weight: 0.12 },
];
/** Long shots come from central areas; close in, shooters also get in from wide. */
const FOOT_ANGLE_SD_RAD = (range: number): number => (range < 12 ? 0.55 : range < 20 ? 0.45 : 0.35);
const FOOT_ANGLE_MAX_RAD = 1.25;
const HEADER_ANGLE_SD_RAD = 0.35;
const HEADER_ANGLE_MAX_RAD = 0.9;
/** Never shoot from closer than this to the goal line. */
const MIN_DEPTH_M = 0.6;
/** Players keep this far inside the touchlines. */
const FIELD_MARGIN_M = 1;
const BALL_AHEAD_OF_DRIBBLER_M = 0.6;
const DRIBBLE_SAMPLE_S = 0.2;
const CROSS_SAMPLE_S = 0.04;
/** A defender closer than this is tight on the shooter (pressure 1); farther than PRESSURE_FREE_M, none. */
const PRESSURE_TIGHT_M = 0.8;
const PRESSURE_FREE_M = 3.5;
/** Sideways spread of covering defenders around the shooting lane (m). */
const LANE_SPREAD_M = 3.5;
const MIN_SPACING_M = 1.1;

export function generateShotSituation({ seed }: GenerateShotSituationOptions): Situation {
  const random = createRandom(deriveSeed(seed, 'shot-situation'));
  const squad = new SquadBuilder(random);
  const strikeTime = STRIKE_TIME_S;

  const bodyPart = pickBodyPart(random);
  const spot = pickShotSpot(random, bodyPart);
  const strikeZ = bodyPart === 'head' ? random.uniform(1.7, 2.1) : BALL_RADIUS_M;
  const shotDistance = distanceToGoalCentre(spot);
  const buildUp: BuildUp =
    bodyPart === 'head'
      ? 'cross'
      : shotDistance < 12 && random.chance(0.35)
        ? 'cutback'
        : random.chance(0.6)
          ? 'pass'
          : 'carry';
  const firstTime =
    buildUp === 'cross' ||
    (buildUp === 'cutback' && random.chance(0.75)) ||
    (buildUp === 'pass' && random.chance(0.45));

  const towardGoal = headingTo(spot, { x: GOAL_LINE_X, y: 0 });
  const shooterEnd = bodyPart === 'head' ? spot : offset(spot, towardGoal + Math.PI, 0.3);
  const ballPath: BallKeyframe[] = [];
  let shooterTrack: Keyframe[];
  let passerTrack: Keyframe[] | null = null;

  if (buildUp === 'carry') {
    const runHeading = towardGoal + random.normal(0, 0.6);
    const start = inField(offset(spot, runHeading + Math.PI, random.uniform(7, 13)));
    shooterTrack = driftTrack(start, shooterEnd, strikeTime);
    pushDribble(ballPath, shooterTrack, 0, strikeTime, spot);
  } else {
    const crossing = buildUp === 'cross';
    const side = Math.abs(spot.y) > 2 && random.chance(0.7) ? Math.sign(spot.y) : random.chance(0.5) ? 1 : -1;
    const passPoint =
      buildUp === 'cross'
        ? { x: GOAL_LINE_X - random.uniform(4, 20), y: side * random.uniform(15, 30) }
        : buildUp === 'cutback'
          ? { x: GOAL_LINE_X - random.uniform(1, 4), y: side * random.uniform(5, 14) }
          : inField(offset(spot, towardGoal + Math.PI + random.normal(0, 0.7), random.uniform(8, 20)));
    const receiveTime = firstTime ? strikeTime : strikeTime - random.uniform(0.45, 0.9);
    const receivePoint = firstTime ? spot : inField(offset(spot, towardGoal + Math.PI, random.uniform(1.2, 2.5)));
    const flightTime = crossing ? random.uniform(1.0, 1.5) : distance(passPoint, receivePoint) / random.uniform(11, 16);
    const passTime = receiveTime - flightTime;
    const passerStart = inField({
      x: passPoint.x - random.uniform(3, 8),
      y: passPoint.y + random.normal(0, 2),
    });
    const passerFinish = inField(offset(passPoint, headingTo(passerStart, passPoint), random.uniform(1, 2.5)));
    passerTrack = [
      { t: 0, x: passerStart.x, y: passerStart.y },
      { t: passTime, x: passPoint.x, y: passPoint.y },
      { t: strikeTime, x: passerFinish.x, y: passerFinish.y },
    ];
    pushDribble(ballPath, passerTrack, 0, passTime, passPoint);

    const runLength = random.uniform(4, 9);
    const shooterStart = inField(
      offset(receivePoint, headingTo(passPoint, receivePoint) + random.normal(0, 1), runLength),
    );
    shooterTrack = [
      { t: 0, x: shooterStart.x, y: shooterStart.y },
      { t: receiveTime, x: firstTime ? shooterEnd.x : receivePoint.x, y: firstTime ? shooterEnd.y : receivePoint.y },
    ];
    if (!firstTime) shooterTrack.push({ t: strikeTime, x: shooterEnd.x, y: shooterEnd.y });

    if (crossing) {
      // A driven cross: a parabola from the crosser's foot to the header.
      for (let t = passTime; t < receiveTime; t += CROSS_SAMPLE_S) {
        const u = (t - passTime) / flightTime;
        ballPath.push({
          t,
          x: passPoint.x + (spot.x - passPoint.x) * u,
          y: passPoint.y + (spot.y - passPoint.y) * u,
          z: BALL_RADIUS_M + (strikeZ - BALL_RADIUS_M) * u + 0.5 * 9.81 * flightTime * flightTime * u * (1 - u),
        });
      }
    }
    ballPath.push({ t: receiveTime, x: receivePoint.x, y: receivePoint.y, z: crossing ? strikeZ : BALL_RADIUS_M });
  }
  ballPath.push({ t: strikeTime, x: spot.x, y: spot.y, z: strikeZ });

  const shooter = squad.add('attack', 'shooter', shooterTrack);
  const passer = passerTrack ? squad.add('attack', 'passer', passerTrack) : null;

  // The keeper: further off his line for closer shots, caught across after crosses and cutbacks.
  const keeperSet = !(buildUp === 'cross' || buildUp === 'cutback') || random.chance(0.55);
  const offLine =
    bodyPart === 'head'
      ? random.uniform(0.6, 2)
      : shotDistance > 18
        ? random.uniform(1, 2)
        : shotDistance > 10
          ? random.uniform(1.2, 2.6)
          : random.uniform(1, 3.5);
  const keeperEnd = keeperStance(spot, offLine, random.normal(0, keeperSet ? 0.25 : 0.5));
  const keeperShift = keeperSet ? random.normal(0, 0.4) : -Math.sign(spot.y || 1) * random.uniform(1, 3);
  const keeper = squad.add('defence', 'goalkeeper', [
    { t: 0, x: keeperEnd.x - 0.5, y: keeperEnd.y + keeperShift },
    { t: strikeTime - (keeperSet ? 0.6 : 0.1), x: keeperEnd.x, y: keeperEnd.y },
    { t: strikeTime, x: keeperEnd.x, y: keeperEnd.y },
  ]);

  // The nearest defender sets the pressure; he is usually goal-side of the shooter.
  // Close to goal there is less room: the nearest defender is tighter.
  const markerDistance =
    bodyPart === 'head'
      ? random.uniform(0.6, 2)
      : PRESSURE_TIGHT_M + (shotDistance < 12 ? 2.5 : 4) * Math.pow(random.next(), 1.3);
  const marker = inField(offset(spot, towardGoal + random.normal(0, 1.2), Math.max(markerDistance, 0.75)));
  addRunner(squad, random, 'defence', 'defender', marker, strikeTime);
  const pressure = clamp((PRESSURE_FREE_M - markerDistance) / (PRESSURE_FREE_M - PRESSURE_TIGHT_M), 0, 1);

  const coverCount = random.int(0, shotDistance > 16 ? 3 : 2);
  for (let i = 0; i < coverCount; i++) {
    const cover = squad.freeSpot(() => {
      const target = { x: GOAL_LINE_X, y: random.uniform(-3, 3) };
      const along = random.uniform(0.15, 0.85);
      const heading = headingTo(spot, target);
      const onLane = offset(spot, heading, along * distance(spot, target));
      return inBox(offset(onLane, heading + Math.PI / 2, random.normal(0, LANE_SPREAD_M)), spot);
    }, MIN_SPACING_M);
    addRunner(squad, random, 'defence', 'defender', cover, strikeTime);
  }
  const wideDefenders = random.int(1, 3);
  for (let i = 0; i < wideDefenders; i++) {
    const spotAway = squad.freeSpot(
      () => inBox({ x: GOAL_LINE_X - random.uniform(3, 20), y: random.normal(0, 10) }, spot),
      MIN_SPACING_M,
    );
    addRunner(squad, random, 'defence', 'defender', spotAway, strikeTime);
  }
  const supportCount = random.int(2, 4);
  for (let i = 0; i < supportCount; i++) {
    const support = squad.freeSpot(
      () => inBox({ x: GOAL_LINE_X - random.uniform(4, 18), y: random.normal(0, 9) }, spot),
      MIN_SPACING_M,
    );
    addRunner(squad, random, 'attack', 'attacker', support, strikeTime);
  }

  const keeperPosition = lastPosition(keeper);
  const others = squad.players.filter((p) => p !== shooter && p !== keeper).map(lastPosition);
  return {
    goalType: 'Shot',
    seed,
    strikeTime,
    buildUp,
    bodyPart,
    firstTime,
    strikePoint: { x: spot.x, y: spot.y, z: strikeZ },
    ballPath,
    shooterId: shooter.id,
    passerId: passer?.id ?? null,
    goalkeeperId: keeper.id,
    players: squad.players,
    distance: shotDistance,
    angleFromCentre: Math.abs(Math.atan2(spot.y, GOAL_LINE_X - spot.x)),
    goalMouthAngle: goalMouthAngle(spot),
    pressure,
    keeperScreened: isKeeperScreened(spot, keeperPosition, others),
    keeperSet,
    wall: null,
  };
}

function pickBodyPart(random: Random): BodyPart {
  if (random.chance(HEADER_SHARE)) return 'head';
  return random.chance(WEAK_FOOT_SHARE) ? 'weak-foot' : 'strong-foot';
}

function pickShotSpot(random: Random, bodyPart: BodyPart): Vec2 {
  for (;;) {
    let range: number;
    let angle: number;
    if (bodyPart === 'head') {
      range = random.uniform(4.5, 13);
      angle = clamp(random.normal(0, HEADER_ANGLE_SD_RAD), -HEADER_ANGLE_MAX_RAD, HEADER_ANGLE_MAX_RAD);
    } else {
      const band = FOOT_DISTANCE_BANDS[random.weighted(FOOT_DISTANCE_BANDS.map((b) => b.weight))]!;
      range = random.uniform(band.min, band.max);
      angle = clamp(random.normal(0, FOOT_ANGLE_SD_RAD(range)), -FOOT_ANGLE_MAX_RAD, FOOT_ANGLE_MAX_RAD);
    }
    const spot = { x: GOAL_LINE_X - range * Math.cos(angle), y: range * Math.sin(angle) };
    if (GOAL_LINE_X - spot.x >= MIN_DEPTH_M) return spot;
  }
}

/** The ball a stride ahead of a dribbler, sampled along his track between two times, ending at `end`. */
function pushDribble(path: BallKeyframe[], track: readonly Keyframe[], from: number, to: number, end: Vec2): void {
  const first = track[0]!;
  const target = track.find((k) => k.t >= to - 1e-9) ?? track[track.length - 1]!;
  const heading = Math.atan2(target.y - first.y, target.x - first.x);
  for (let t = from; t < to - 1e-9; t += DRIBBLE_SAMPLE_S) {
    const u = (t - first.t) / Math.max(target.t - first.t, 1e-9);
    // Touches push the ball out and the dribbler catches it up: the gap breathes.
    const gap = BALL_AHEAD_OF_DRIBBLER_M * (0.6 + 0.8 * ((t / 0.8) % 1));
    path.push({
      t,
      x: first.x + (target.x - first.x) * u + Math.cos(heading) * gap,
      y: first.y + (target.y - first.y) * u + Math.sin(heading) * gap,
      z: BALL_RADIUS_M,
    });
  }
  path.push({ t: to, x: end.x, y: end.y, z: BALL_RADIUS_M });
}

function addRunner(
  squad: SquadBuilder,
  random: Random,
  team: 'attack' | 'defence',
  role: 'attacker' | 'defender',
  end: Vec2,
  strikeTime: number,
): void {
  // Everyone has been moving toward goal with the attack.
  const start = inField({ x: end.x - random.uniform(1, 5), y: end.y + random.normal(0, 1.5) });
  const settle = strikeTime - random.uniform(0.3, 1.2);
  squad.add(team, role, [
    { t: 0, x: start.x, y: start.y },
    { t: settle, x: end.x, y: end.y },
    { t: strikeTime, x: end.x + random.normal(0, 0.2), y: end.y + random.normal(0, 0.2) },
  ]);
}

function inField(point: Vec2): Vec2 {
  return {
    x: clamp(point.x, -GOAL_LINE_X + FIELD_MARGIN_M, GOAL_LINE_X - 0.5),
    y: clamp(point.y, -TOUCHLINE_Y + FIELD_MARGIN_M, TOUCHLINE_Y - FIELD_MARGIN_M),
  };
}

/** Keeps a defender or runner in front of the goal line and off the shooter's toes. */
function inBox(point: Vec2, shooter: Vec2): Vec2 {
  const placed = { x: Math.min(point.x, GOAL_LINE_X - 0.8), y: point.y };
  if (distance(placed, shooter) >= 0.9) return inField(placed);
  return inField(offset(shooter, headingTo(shooter, placed), 0.9));
}
