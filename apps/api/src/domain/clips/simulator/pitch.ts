// Geometry, physics and timing constants shared by the simulator. Pitch coordinates are metres: x runs along
// the pitch toward the goal being attacked (goal line at x = GOAL_LINE_X), y across it (+y is the left of a
// camera behind the play looking toward goal), z up. The centre spot is the origin.

export const PITCH_LENGTH_M = 105;
export const PITCH_WIDTH_M = 68;
export const GOAL_LINE_X = PITCH_LENGTH_M / 2;
export const TOUCHLINE_Y = PITCH_WIDTH_M / 2;

/** Inner edges of the posts and lower edge of the crossbar (Laws of the Game: 7.32 m × 2.44 m). */
export const GOAL_HALF_WIDTH_M = 3.66;
export const CROSSBAR_HEIGHT_M = 2.44;
/** Posts and bar are 12 cm thick; their back face sits on the outer edge of the goal line. */
export const WOODWORK_RADIUS_M = 0.06;
export const POST_AXIS_X = GOAL_LINE_X - WOODWORK_RADIUS_M;
export const POST_AXIS_Y = GOAL_HALF_WIDTH_M + WOODWORK_RADIUS_M;
export const CROSSBAR_AXIS_Z = CROSSBAR_HEIGHT_M + WOODWORK_RADIUS_M;
export const NET_DEPTH_M = 2;
/** Advertising boards behind the goal stop a missed ball in the timeline. */
export const BOARDS_X = GOAL_LINE_X + 4;

export const PENALTY_AREA_DEPTH_M = 16.5;
export const PENALTY_AREA_HALF_WIDTH_M = 20.16;
export const WALL_DISTANCE_M = 9.15;

export const BALL_RADIUS_M = 0.11;
export const GRAVITY_M_S2 = 9.81;
/**
 * Quadratic drag per metre, k = ρ·Cd·A / (2m) with ρ = 1.2 kg/m³, Cd ≈ 0.25 (past the drag crisis at shot
 * speeds), A = 0.038 m², m = 0.43 kg. A 28 m/s shot slows by about 10 m/s² in flight.
 */
export const AIR_DRAG_PER_M = 0.0133;
export const GROUND_RESTITUTION = 0.55;
/** Share of horizontal speed a bounce keeps (friction at contact). */
export const GROUND_GRIP = 0.85;
export const ROLLING_DECELERATION_M_S2 = 1.2;
export const WOODWORK_RESTITUTION = 0.7;

export const FRAMES_PER_SECOND = 25;
/** The pre-answer video is 4 s; the strike lands a few frames later so the contact is never shown. */
export const PRE_ANSWER_FRAME_COUNT = 100;
export const STRIKE_FRAME = 103;
export const STRIKE_TIME_S = STRIKE_FRAME / FRAMES_PER_SECOND;
/** The timeline runs this long past the frame where the outcome is decided. */
export const AFTER_DECISION_S = 1.5;

/** Half a player's shoulder width: the body a ball must miss. */
export const PLAYER_BODY_RADIUS_M = 0.25;
export const WALL_SPACING_M = 0.5;
