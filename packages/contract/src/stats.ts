import { z } from 'zod';
import { DIFFICULTIES } from './constants.ts';
import { moneyViewSchema } from './money.ts';
import { avatarColorSchema } from './players.ts';
import { ANSWERS, GAME_END_REASONS } from './socket.ts';

// Player figures: stats, game history, achievements and the leaderboard. Every number here is
// computed by the server from the player's settled games; the web shows them as they come.

export const ACHIEVEMENT_IDS = ['first-win', 'sharpshooter', 'survivor'] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

export const achievementSchema = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  /** 'First Win', 'Sharpshooter', 'Survivor'. */
  name: z.string(),
  description: z.string(),
  /** ISO time the game that earned it ended; null while locked. */
  earnedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const playerStatsSchema = z.object({
  gamesPlayed: z.number().int(),
  gamesWon: z.number().int(),
  questionsAnswered: z.number().int(),
  correctPredictions: z.number().int(),
  /** round(correct / answered × 100); 0 with nothing answered. */
  accuracy: z.number().int(),
  /** Net (winnings − stakes lost) per currency, the default wallet's currency first; empty before any game. */
  totalWinnings: z.array(moneyViewSchema),
  /** Consecutive won games up to the latest. */
  currentStreak: z.number().int(),
  bestStreak: z.number().int(),
  /** All-time leaderboard rank; null until the player has answered enough questions to be ranked. */
  globalRank: z.number().int().nullable(),
  level: z.number().int(),
  /** Correct predictions still needed for the next level. */
  nextLevelIn: z.number().int(),
  achievements: z.array(achievementSchema),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

/**
 * How a settled game ended. A contest entry is 'Pending' until its contest is decided (a challenge whose other side
 * has not played, a tournament not yet closed), and a challenge that both sides drew returns the stakes: 'Draw'.
 */
export const GAME_RESULTS = ['Win', 'Loss', 'Draw', 'Pending'] as const;

export const gameHistoryItemSchema = z.object({
  id: z.string(),
  /** ISO time the game ended. */
  endedAt: z.string(),
  league: z.string(),
  questions: z.number().int(),
  /** Null while a tournament's playing window is open: its entries' scores are told at its close. */
  score: z.number().int().nullable(),
  result: z.enum(GAME_RESULTS),
  /** The player's last call in the game ('Goal' | 'Miss'), or null when they called none. */
  lastCall: z.enum(['Goal', 'Miss']).nullable(),
  stake: moneyViewSchema,
  /** What the game paid: stake × odds on a win (a contest's prize), the stake back on a draw, 0 on a loss or pending. */
  payout: moneyViewSchema,
  /** Signed: payout − stake (0 while pending: the stake is held, not lost). */
  net: moneyViewSchema,
  odds: z.number(),
});
export type GameHistoryItem = z.infer<typeof gameHistoryItemSchema>;

export const GAME_HISTORY_PAGE_SIZE_DEFAULT = 10;
export const GAME_HISTORY_PAGE_SIZE_MAX = 50;
/** Far past any real history (50 million games at the largest page size); keeps the offset a small integer. */
export const GAME_HISTORY_PAGE_MAX = 1_000_000;

export const gameHistoryQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(GAME_HISTORY_PAGE_MAX, `page must be at most ${GAME_HISTORY_PAGE_MAX}`)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(GAME_HISTORY_PAGE_SIZE_MAX, `pageSize must be at most ${GAME_HISTORY_PAGE_SIZE_MAX}`)
    .default(GAME_HISTORY_PAGE_SIZE_DEFAULT),
});

export const gameHistoryPageSchema = z.object({
  items: z.array(gameHistoryItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type GameHistoryPage = z.infer<typeof gameHistoryPageSchema>;

/**
 * One question of a settled game as its recap shows it. The outcome and the post-answer clip only for a question
 * the player called (its media gate is open); a question sent but not called shows its poster, one never sent
 * shows nothing of its clip.
 */
export const gameRecapQuestionSchema = z.object({
  questionIndex: z.number().int(),
  /** The question reached the player (its clip was shown); false for one the game ended before. */
  sent: z.boolean(),
  answer: z.enum(ANSWERS).nullable(),
  outcome: z.enum(ANSWERS).nullable(),
  isCorrect: z.boolean().nullable(),
  postVideoLink: z.string().nullable(),
  /** The clip's still before the strike (the same for either outcome). */
  posterLink: z.string().nullable(),
});
export type GameRecapQuestion = z.infer<typeof gameRecapQuestionSchema>;

/** `GET /users/{id}/games/{gameId}/recap`: a settled game, question by question, and what it did to the wallet. */
export const gameRecapSchema = z.object({
  id: z.string(),
  endedAt: z.string(),
  league: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  odds: z.number(),
  totalQuestions: z.number().int(),
  score: z.number().int(),
  answered: z.number().int(),
  reason: z.enum(GAME_END_REASONS),
  won: z.boolean(),
  stake: moneyViewSchema,
  payout: moneyViewSchema,
  /** Signed: payout − stake. */
  net: moneyViewSchema,
  /** The 'winnings' transaction (its reference, as the Transactions screen lists it), or null on a loss. */
  winningsTransaction: z.object({ id: z.string(), reference: z.string() }).nullable(),
  questions: z.array(gameRecapQuestionSchema),
});
export type GameRecap = z.infer<typeof gameRecapSchema>;

export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_TOP = 50;
/** Questions a player must have answered in the period to be ranked. */
export const LEADERBOARD_MIN_ANSWERED = 10;

export const leaderboardQuerySchema = z.strictObject({
  period: z.enum(LEADERBOARD_PERIODS, { error: "period must be 'week', 'month' or 'all'" }).default('all'),
});

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  username: z.string(),
  /** Shown instead of the username when set (players.ts). */
  displayName: z.string().nullable(),
  /** The chosen avatar colour; null for the player's default. */
  avatarColor: avatarColorSchema.nullable(),
  games: z.number().int(),
  correctPredictions: z.number().int(),
  accuracy: z.number().int(),
  wonGames: z.number().int(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  minimumAnswered: z.number().int(),
  /** The top LEADERBOARD_TOP, by correct predictions, then accuracy. */
  rows: z.array(leaderboardRowSchema),
  /** The signed-in player's own row, even outside the top; null when not ranked in the period. */
  me: z.nullable(leaderboardRowSchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
