import { z } from 'zod';
import { DIFFICULTIES, QUESTIONS_MAX, QUESTIONS_MIN, STAKE_MAX, STAKE_MIN } from './constants.ts';
import { currencyCodeSchema, decimalPlaces, moneyViewSchema } from './money.ts';
import { playerIdentitySchema } from './players.ts';
import { nameText, plainText } from './text.ts';

// Contests (decision 0103): tournaments (scheduled, live: everyone gets question n at the same second) and
// head-to-head challenges (two players, one fresh clip set, each plays it in their own time). Both are matches
// whose entries are games; a solo game is a match of one entry against the house.

export const MATCH_MODES = ['solo', 'tournament', 'challenge'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];

export const TOURNAMENT_STATUSES = ['scheduled', 'live', 'closed', 'cancelled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
/**
 * How a tournament's clip set is played (decision 0170): `live`, everyone gets question n at the same second; `window`,
 * each entrant plays the whole set once, in their own time, between the window's opening (startsAt) and its close (endsAt).
 */
export const TOURNAMENT_FORMATS = ['live', 'window'] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];
export const CHALLENGE_STATUSES = ['open', 'accepted', 'closed', 'expired'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];
export type ContestStatus = TournamentStatus | ChallengeStatus;

export const PREMIUM_TOURNAMENT_MESSAGE = 'This tournament is for Premium players. Upgrade to Premium to enter.';
export const TOURNAMENT_FULL_MESSAGE = 'This tournament is full.';
export const TOURNAMENT_STARTED_MESSAGE = 'This tournament has already started.';
export const ALREADY_ENTERED_MESSAGE = 'You have already entered this tournament.';
export const CHALLENGE_EXPIRED_MESSAGE = 'This challenge has expired.';
export const CHALLENGE_TAKEN_MESSAGE = 'This challenge has already been accepted.';
export const CHALLENGE_OWN_MESSAGE = 'You cannot accept your own challenge.';
export const TOURNAMENT_CURRENCY_MESSAGE = 'Choose a wallet in the tournament’s currency.';
export const CHALLENGE_CURRENCY_MESSAGE = 'Choose a wallet in the challenge’s currency.';

/** A live round's pace: question n goes out at startsAt + n × interval (10 s to answer, 3 s to load, the reveal). */
export const TOURNAMENT_QUESTION_INTERVAL_MS = 20_000;
/** The pace's bounds: a question's window (13 s) closes before the next one goes out. */
export const TOURNAMENT_QUESTION_INTERVAL_MIN_MS = 15_000;
export const TOURNAMENT_QUESTION_INTERVAL_MAX_MS = 120_000;
/** A tournament's size bounds, checked when an operator makes one. */
export const TOURNAMENT_ENTRANTS_MAX = 10_000;
/** The house's rake on a contest's pool, default and bounds, in percent. */
export const CONTEST_RAKE_PERCENT_DEFAULT = 10;
/** How long a challenge's link may be accepted, and how long both then have to play. */
export const CHALLENGE_VALID_HOURS = 24;
export const CHALLENGE_PLAY_HOURS = 24;

const STAKE_MESSAGE = `Stake must be between ${STAKE_MIN} and ${STAKE_MAX} with at most 1 decimal place`;
const stakeSchema = z
  .number({ error: STAKE_MESSAGE })
  .min(STAKE_MIN, STAKE_MESSAGE)
  .max(STAKE_MAX, STAKE_MESSAGE)
  .refine((value) => decimalPlaces(value) <= 1, STAKE_MESSAGE);
const questionsSchema = z
  .number({ error: `Questions must be between ${QUESTIONS_MIN} and ${QUESTIONS_MAX}` })
  .int(`Questions must be between ${QUESTIONS_MIN} and ${QUESTIONS_MAX}`)
  .min(QUESTIONS_MIN, `Questions must be between ${QUESTIONS_MIN} and ${QUESTIONS_MAX}`)
  .max(QUESTIONS_MAX, `Questions must be between ${QUESTIONS_MIN} and ${QUESTIONS_MAX}`);
const idText = (label: string) =>
  plainText(label, { error: `Please choose the ${label}` })
    .min(1)
    .max(64);

/** One place's prize as the list shows it: places from..to (1-based) share `share` of the pool after rake. */
export const prizePlaceSchema = z.object({
  fromPlace: z.number().int(),
  toPlace: z.number().int(),
  percent: z.number(),
});

/** GET /tournaments (and each of its items): what the Tournaments screen lists. */
export const tournamentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  format: z.enum(TOURNAMENT_FORMATS),
  /** A live round's first release; a playing window's opening. */
  startsAt: z.string(),
  /** When the last question's window closes (the round's end on the server's clock); a playing window's close. */
  endsAt: z.string(),
  entryFee: moneyViewSchema,
  numberOfQuestions: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  entrants: z.number().int(),
  minEntrants: z.number().int(),
  maxEntrants: z.number().int(),
  /** Entry fees so far minus the rake: what the places share. */
  prizePool: moneyViewSchema,
  rakePercent: z.number(),
  /** How the pool is split, e.g. "Top 10 % share the pool". */
  prizeSplit: z.string(),
  places: z.array(prizePlaceSchema),
  premiumOnly: z.boolean(),
  /** The caller's entry, if they entered (its game id: history and replays). */
  entryId: z.string().nullable(),
  /** A playing window's entry: 'toPlay' (not played yet), 'playing', 'played'; null for a live round or no entry. */
  entryPlay: z.enum(['toPlay', 'playing', 'played']).nullable(),
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

export const tournamentListSchema = z.object({ tournaments: z.array(tournamentSummarySchema) });

/** POST /users/{userId}/tournament-entries. */
export const tournamentEntryRequestSchema = z.strictObject({
  tournamentId: z.uuid('Unknown tournament'),
  walletId: idText('wallet'),
});
export type TournamentEntryRequest = z.input<typeof tournamentEntryRequestSchema>;

/** One row of a standings table: ranked by correct answers, then total answer time, then entry time. */
export const standingSchema = playerIdentitySchema.extend({
  rank: z.number().int(),
  correct: z.number().int(),
  answered: z.number().int(),
  /** Sum of the answer times of the questions answered, in ms (less is better). */
  totalAnswerMs: z.number().int(),
  /** What the place paid, once the contest closed. */
  prize: moneyViewSchema.nullable(),
});
export type Standing = z.infer<typeof standingSchema>;

/** GET /tournaments/{id}/standings: the top of the table and the caller's own row. */
export const standingsSchema = z.object({
  tournamentId: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  /** Questions whose window has closed (those the table counts). */
  questionsClosed: z.number().int(),
  rows: z.array(standingSchema),
  you: standingSchema.nullable(),
  entrants: z.number().int(),
  /**
   * A playing window before its close: how many entries have been played. Nobody's result (correct answers, times,
   * rank) is told until the close, so `rows` and `you` are empty then (decision 0173). Null otherwise.
   */
  played: z.number().int().nullable(),
});
export type Standings = z.infer<typeof standingsSchema>;

/** Operator: POST /admin/tournaments. */
export const createTournamentRequestSchema = z.strictObject({
  name: nameText('Name', { error: 'Enter a name' })
    .trim()
    .min(3, 'Name must be 3 to 60 characters')
    .max(60, 'Name must be 3 to 60 characters'),
  startsAt: z.iso.datetime({ offset: true, error: 'Start must be a date and time' }),
  currency: currencyCodeSchema,
  entryFee: stakeSchema,
  numberOfQuestions: questionsSchema,
  difficulty: z.enum(DIFFICULTIES, { error: 'Choose a difficulty' }),
  minEntrants: z
    .number({ error: 'Minimum entrants must be a whole number' })
    .int()
    .min(2, 'At least 2 entrants')
    .max(TOURNAMENT_ENTRANTS_MAX),
  maxEntrants: z
    .number({ error: 'Maximum entrants must be a whole number' })
    .int()
    .min(2)
    .max(TOURNAMENT_ENTRANTS_MAX, `At most ${TOURNAMENT_ENTRANTS_MAX} entrants`),
  /** The share of entrants paid (10 = the top 10 %), at least the winner. */
  paidPercent: z.number({ error: 'Paid places must be a percentage' }).int().min(1).max(50),
  rakePercent: z.number({ error: 'Rake must be a percentage' }).int().min(0).max(30).optional(),
  premiumOnly: z.boolean().optional(),
  /** The live round's pace (default TOURNAMENT_QUESTION_INTERVAL_MS): each question's window closes before the next. */
  questionIntervalMs: z
    .number({ error: 'The interval must be a whole number of milliseconds' })
    .int('The interval must be a whole number of milliseconds')
    .min(TOURNAMENT_QUESTION_INTERVAL_MIN_MS, `The interval must be at least ${TOURNAMENT_QUESTION_INTERVAL_MIN_MS} ms`)
    .max(TOURNAMENT_QUESTION_INTERVAL_MAX_MS, `The interval must be at most ${TOURNAMENT_QUESTION_INTERVAL_MAX_MS} ms`)
    .optional(),
  /** 'live' by default; 'window' plays from startsAt until windowClosesAt, each entrant in their own time. */
  format: z.enum(TOURNAMENT_FORMATS, { error: 'Choose a format' }).optional(),
  windowClosesAt: z.iso.datetime({ offset: true, error: 'The window’s close must be a date and time' }).optional(),
});
export type CreateTournamentRequest = z.input<typeof createTournamentRequestSchema>;

/** Operator: POST /admin/tournaments/{id}/cancel (only while scheduled: every fee is released). */
export const cancelTournamentRequestSchema = z.strictObject({
  reason: plainText('reason', { error: 'Give a reason' })
    .trim()
    .min(3, 'The reason must be 3 to 200 characters')
    .max(200, 'The reason must be 3 to 200 characters'),
});
export type CancelTournamentRequest = z.input<typeof cancelTournamentRequestSchema>;

/** POST /tournaments/{id}/play: a playing window's entry, ready for the game screen (its game id). */
export const windowEntryStartedSchema = z.object({ gameId: z.string() });
export type WindowEntryStarted = z.infer<typeof windowEntryStartedSchema>;
export const WINDOW_NOT_OPEN_MESSAGE = 'This tournament’s playing window is not open.';
export const WINDOW_PLAYED_MESSAGE = 'You have already played this tournament.';
export const WINDOW_NOT_ENTERED_MESSAGE = 'You have not entered this tournament.';
/** A playing window's entry asked for its answers or score before the tournament's close. */
export const WINDOW_RESULTS_WITHHELD_MESSAGE =
  'The results of this tournament are shown when its playing window closes.';

/** GET /tournaments/{id} and its standings, and the console's routes: the tournament's id. */
export const tournamentParamsSchema = z.strictObject({ tournamentId: z.uuid('Unknown tournament') });

/** GET /tournaments/{id}/entrants/{userId}/calls: the tournament's and the entrant's ids. */
export const entrantCallsParamsSchema = z.strictObject({
  tournamentId: z.uuid('Unknown tournament'),
  userId: z.uuid('Unknown player'),
});
export const ENTRANT_CALLS_BEFORE_CLOSE_MESSAGE = 'Each entrant’s calls are shown once the tournament has closed.';
export const ENTRANT_NOT_FOUND_MESSAGE = 'This player has no entry in this tournament.';

/** One question as an entrant played it: their call (null: none), whether it was right, and how fast. */
export const entrantCallSchema = z.object({
  questionIndex: z.number().int(),
  answer: z.enum(['goal', 'miss']).nullable(),
  isCorrect: z.boolean().nullable(),
  /** From the clip's first frame to the call, in ms; null without a call. */
  answerMs: z.number().int().nullable(),
});
export type EntrantCall = z.infer<typeof entrantCallSchema>;

/** A closed tournament's entrant and their calls, every question in order (an unplayed one with no call). */
export const entrantCallsSchema = playerIdentitySchema.extend({
  tournamentId: z.string(),
  calls: z.array(entrantCallSchema),
});
export type EntrantCalls = z.infer<typeof entrantCallsSchema>;

/** Operator: the console's row, with the clip set's readiness and the pool's accounting. */
export const adminTournamentSchema = tournamentSummarySchema.extend({
  clipsRendered: z.number().int(),
  clipsTotal: z.number().int(),
  createdBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Fees in = prizes + rake + refunds, in the pool's currency; `poolBalance` is what the pool account holds now. */
  audit: z.object({
    feesIn: moneyViewSchema,
    prizes: moneyViewSchema,
    rake: moneyViewSchema,
    refunds: moneyViewSchema,
    poolBalance: moneyViewSchema,
    flaggedEntrants: z.number().int(),
  }),
});
export type AdminTournament = z.infer<typeof adminTournamentSchema>;

/** POST /users/{userId}/challenges. */
export const createChallengeRequestSchema = z.strictObject({
  walletId: idText('wallet'),
  stake: stakeSchema,
  numberOfQuestions: questionsSchema,
  difficulty: z.enum(DIFFICULTIES, { error: 'Choose a difficulty' }),
});
export type CreateChallengeRequest = z.input<typeof createChallengeRequestSchema>;

/** POST /users/{userId}/challenges/accept: the token of the link. */
export const acceptChallengeRequestSchema = z.strictObject({
  token: plainText('token', { error: 'This challenge link is not valid' }).min(16).max(128),
  walletId: idText('wallet'),
});
export type AcceptChallengeRequest = z.input<typeof acceptChallengeRequestSchema>;

export const challengeEntrySchema = playerIdentitySchema.extend({
  /** Their entry's game (the play screen's), made when they start playing: null until then. */
  gameId: z.string().nullable(),
  /** Null until they have played (and, for the other player, until both have). */
  correct: z.number().int().nullable(),
  totalAnswerMs: z.number().int().nullable(),
  played: z.boolean(),
  /** Their calls, shown once both have played. */
  answers: z
    .array(
      z.object({ questionIndex: z.number().int(), answer: z.string().nullable(), isCorrect: z.boolean().nullable() }),
    )
    .nullable(),
});

/** A challenge as either player (or one holding its link) sees it. */
export const challengeSchema = z.object({
  id: z.string(),
  status: z.enum(CHALLENGE_STATUSES),
  stake: moneyViewSchema,
  numberOfQuestions: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  rakePercent: z.number(),
  /** What the winner takes: both stakes minus the rake. */
  prize: moneyViewSchema,
  createdBy: playerIdentitySchema,
  expiresAt: z.string(),
  /** Once accepted: both must have played by then (an entry not played loses). */
  endsAt: z.string().nullable(),
  /** The link to send (only to its creator, while open). */
  link: z.string().nullable(),
  entries: z.array(challengeEntrySchema),
  /** Once closed: the winner's user id, or null for a draw. */
  winnerId: z.string().nullable(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** GET /users/{userId}/challenges: the player's challenges, newest first. */
export const challengeListSchema = z.object({ challenges: z.array(challengeSchema) });
export type ChallengeList = z.infer<typeof challengeListSchema>;

/** POST /users/{userId}/challenges/{id}/entry: the player's entry, made when they start playing their side. */
export const challengeEntryStartedSchema = z.object({ gameId: z.string() });

/** /users/{userId}/challenges/{challengeId}…: the path's ids. */
export const challengeParamsSchema = z.strictObject({
  userId: z.uuid('Unknown user'),
  challengeId: z.uuid('Challenge not found'),
});

/** GET /challenges/{token}: a link's token. */
export const challengeTokenParamsSchema = z.strictObject({
  token: z.string().min(16, 'This challenge link is not valid').max(128, 'This challenge link is not valid'),
});
