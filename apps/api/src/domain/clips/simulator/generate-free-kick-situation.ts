// Direct free kicks: the ball placed outside the box 17–33 m out, a wall of 2–5 defenders 9.15 m away
// covering the near post, the keeper edging toward the far post, bodies lined up in the box, the kicker's
// run-up in the last second.
import { clamp, distanceToGoalCentre, goalMouthAngle, headingTo, offset } from './geometry.ts';
import {
  BALL_RADIUS_M,
  GOAL_HALF_WIDTH_M,
  GOAL_LINE_X,
  PENALTY_AREA_DEPTH_M,
  PENALTY_AREA_HALF_WIDTH_M,
  STRIKE_TIME_S,
  WALL_DISTANCE_M,
  WALL_SPACING_M,
} from './pitch.ts';
import { createRandom, deriveSeed } from './random.ts';
import type { Random } from './random.ts';
import { SquadBuilder, driftTrack } from './squad.ts';
import type { Keyframe, Situation, Vec2 } from './types.ts';

export interface GenerateFreeKickSituationOptions {
  seed: number;
}

const MIN_DISTANCE_M = 17;
const MAX_DISTANCE_M = 33;
const DISTANCE_SKEW = 1.8;
const ANGLE_SD_RAD = 0.35;
const ANGLE_MAX_RAD = 1;
const MAX_ABS_Y_M = 28;
/** The wall's outer man stands this far outside the line from the ball to the near post. */
const WALL_OVERLAP_M = 0.3;
const RUN_UP_S = 1;
const MIN_SPACING_M = 1;

export function generateFreeKickSituation({ seed }: GenerateFreeKickSituationOptions): Situation {
  const random = createRandom(deriveSeed(seed, 'free-kick-situation'));
  const squad = new SquadBuilder(random);
  const strikeTime = STRIKE_TIME_S;
  const spot = pickFreeKickSpot(random);
  const towardGoal = headingTo(spot, { x: GOAL_LINE_X, y: 0 });
  const nearSign = Math.abs(spot.y) > 1 ? Math.sign(spot.y) : random.chance(0.5) ? 1 : -1;
  const shotDistance = distanceToGoalCentre(spot);
  const angle = Math.abs(Math.atan2(spot.y, GOAL_LINE_X - spot.x));

  // The kicker waits a few metres back, then runs up in the last second.
  const footSide = random.chance(0.5) ? 1 : -1;
  const runUpHeading = towardGoal + footSide * random.uniform(0.3, 0.7);
  const waiting = offset(spot, runUpHeading + Math.PI, random.uniform(3, 5));
  const atBall = offset(spot, runUpHeading + Math.PI, 0.35);
  const kicker = squad.add('attack', 'shooter', [
    { t: 0, x: waiting.x, y: waiting.y },
    { t: strikeTime - RUN_UP_S, x: waiting.x, y: waiting.y },
    { t: strikeTime, x: atBall.x, y: atBall.y },
  ]);
  if (random.chance(0.5)) {
    const dummy = offset(spot, runUpHeading + Math.PI - footSide * 1.2, 1.6);
    const past = offset(spot, towardGoal - footSide * 0.8, 2.5);
    squad.add('attack', 'attacker', [
      { t: 0, x: dummy.x, y: dummy.y },
      { t: strikeTime - 0.9, x: dummy.x, y: dummy.y },
      { t: strikeTime - 0.1, x: past.x, y: past.y },
    ]);
  }

  const wallSize =
    angle < 0.35 && shotDistance < 25
      ? random.int(4, 5)
      : angle < 0.6 && shotDistance < 30
        ? random.int(3, 4)
        : random.int(2, 3);
  const nearEdge = { x: GOAL_LINE_X, y: nearSign * (GOAL_HALF_WIDTH_M + WALL_OVERLAP_M) };
  const anchor = offset(spot, headingTo(spot, nearEdge), WALL_DISTANCE_M);
  // Along the wall, from the near-post end toward the far side, square to the ball→goal line.
  let across = towardGoal + Math.PI / 2;
  if (Math.sin(across) * -nearSign < 0) across += Math.PI;
  const wallIds: string[] = [];
  for (let i = 0; i < wallSize; i++) {
    const place = offset(anchor, across, i * WALL_SPACING_M);
    const shuffle = { x: place.x - random.uniform(0.3, 1.2), y: place.y + random.normal(0, 0.4) };
    wallIds.push(squad.add('defence', 'wall', driftTrack(shuffle, place, strikeTime - random.uniform(0.5, 1.5))).id);
  }
  for (const id of wallIds) {
    const player = squad.players.find((p) => p.id === id)!;
    const last = player.track[player.track.length - 1]!;
    player.track.push({ t: strikeTime, x: last.x, y: last.y });
  }

  // The keeper sees the near post covered by the wall and stands toward the far post.
  const keeperEnd = {
    x: GOAL_LINE_X - random.uniform(0.4, 1.2),
    y: clamp(spot.y * 0.12 - nearSign * random.uniform(0.3, 1), -2.5, 2.5),
  };
  const keeper = squad.add('defence', 'goalkeeper', [
    { t: 0, x: keeperEnd.x - 0.3, y: keeperEnd.y + nearSign * random.uniform(0.5, 1.5) },
    { t: strikeTime - random.uniform(1, 2), x: keeperEnd.x, y: keeperEnd.y },
    { t: strikeTime, x: keeperEnd.x, y: keeperEnd.y },
  ]);

  // The box: attackers waiting for a delivery, each with a marker, jostling.
  const runners = random.int(3, 5);
  for (let i = 0; i < runners; i++) {
    const spotInBox = squad.freeSpot(
      () => ({ x: GOAL_LINE_X - random.uniform(5, 14), y: clamp(random.normal(0, 6), -14, 14) }),
      MIN_SPACING_M * 1.5,
    );
    squad.add('attack', 'attacker', jostle(random, spotInBox, strikeTime));
    const marker = { x: spotInBox.x + random.uniform(0.4, 1.2), y: spotInBox.y + random.normal(0, 0.6) };
    squad.add('defence', 'defender', jostle(random, marker, strikeTime));
  }
  if (random.chance(0.5)) {
    const spare = squad.freeSpot(
      () => ({ x: GOAL_LINE_X - random.uniform(2, 6), y: random.normal(0, 3) }),
      MIN_SPACING_M,
    );
    squad.add('defence', 'defender', jostle(random, spare, strikeTime));
  }

  return {
    goalType: 'Free Kick',
    seed,
    strikeTime,
    buildUp: 'set-piece',
    bodyPart: 'strong-foot',
    firstTime: false,
    strikePoint: { x: spot.x, y: spot.y, z: BALL_RADIUS_M },
    ballPath: [
      { t: 0, x: spot.x, y: spot.y, z: BALL_RADIUS_M },
      { t: strikeTime, x: spot.x, y: spot.y, z: BALL_RADIUS_M },
    ],
    shooterId: kicker.id,
    passerId: null,
    goalkeeperId: keeper.id,
    players: squad.players,
    distance: shotDistance,
    angleFromCentre: angle,
    goalMouthAngle: goalMouthAngle(spot),
    pressure: 0,
    keeperScreened: true,
    keeperSet: true,
    wall: { playerIds: wallIds, jumpHeight: random.uniform(0.25, 0.4) },
  };
}

function pickFreeKickSpot(random: Random): Vec2 {
  for (;;) {
    // Most direct free kicks are taken from 18–26 m; fewer from further out.
    const range = MIN_DISTANCE_M + (MAX_DISTANCE_M - MIN_DISTANCE_M) * Math.pow(random.next(), DISTANCE_SKEW);
    const angle = clamp(random.normal(0, ANGLE_SD_RAD), -ANGLE_MAX_RAD, ANGLE_MAX_RAD);
    const spot = { x: GOAL_LINE_X - range * Math.cos(angle), y: range * Math.sin(angle) };
    const inPenaltyArea = spot.x > GOAL_LINE_X - PENALTY_AREA_DEPTH_M && Math.abs(spot.y) < PENALTY_AREA_HALF_WIDTH_M;
    if (!inPenaltyArea && Math.abs(spot.y) <= MAX_ABS_Y_M) return spot;
  }
}

function jostle(random: Random, end: Vec2, strikeTime: number): Keyframe[] {
  const track: Keyframe[] = [];
  for (let t = 0; t < strikeTime - 0.5; t += random.uniform(0.8, 1.5)) {
    track.push({ t, x: end.x + random.normal(0, 0.5), y: end.y + random.normal(0, 0.5) });
  }
  track.push({ t: strikeTime, x: end.x, y: end.y });
  return track;
}
