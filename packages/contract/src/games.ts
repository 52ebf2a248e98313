import { z } from 'zod';
import {
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  GOAL_TYPES,
  PASS_RATIO,
  QUESTIONS_MAX,
  QUESTIONS_MIN,
  STAKE_MAX,
  STAKE_MIN,
} from './constants.ts';
import { decimalPlaces, moneySchema, moneyViewSchema } from './money.ts';
import { plainText } from './text.ts';

/**
 * A season year of a game's filters: at least 1 (spec §5's form rule) and four digits at most, as every year
 * picker offers; past it a number is refused at the door instead of overflowing the database's integer.
 */
export const YEAR_MAX = 9999;

function seasonYear(label: string) {
  const message = `${label} must be a year`;
  return z
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(YEAR_MAX, `${label} must be a year up to ${YEAR_MAX}`);
}

const STAKE_MESSAGE = `Stake must be between ${STAKE_MIN} and ${STAKE_MAX} with at most 1 decimal place`;

/** A league with clips that cannot serve a game right now: its fresh clips are being made, about etaSeconds away. */
export const gameLeagueWaitSchema = z.object({ league: z.string(), etaSeconds: z.number().int() });
export type GameLeagueWait = z.infer<typeof gameLeagueWaitSchema>;

/**
 * A level of a playable league that cannot serve the largest game right now: `questions` is the longest game it
 * can serve now (0 when none), its fresh clips for a longer one about etaSeconds away.
 */
export const gameLevelWaitSchema = z.object({
  league: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  questions: z.number().int(),
  etaSeconds: z.number().int(),
});
export type GameLevelWait = z.infer<typeof gameLevelWaitSchema>;

export const gameOptionsSchema = z.object({
  leagues: z.array(z.string()),
  years: z.array(z.number()),
  /** Leagues waiting for fresh clips, for the form to show disabled; absent from an older server. */
  waiting: z.array(gameLeagueWaitSchema).optional(),
  /** Levels of the playable leagues waiting for fresh clips, for the form to show disabled; absent from an older server. */
  waitingLevels: z.array(gameLevelWaitSchema).optional(),
});
export type GameOptions = z.infer<typeof gameOptionsSchema>;

/** A difficulty level as the creation screen offers it: its id, its name and one line on what it means. */
export const difficultyLevelSchema = z.object({
  level: z.enum(DIFFICULTIES),
  label: z.string(),
  description: z.string(),
});
export type DifficultyLevel = z.infer<typeof difficultyLevelSchema>;

/** The levels as GET /games/config lists them and the creation screen offers them, easiest first. */
export const DIFFICULTY_LEVELS: readonly DifficultyLevel[] = [
  { level: 'easy', label: 'Easy', description: 'Clear-cut chances you can read from the build-up. Lower odds.' },
  { level: 'normal', label: 'Normal', description: 'Every kind of chance except the foregone conclusions.' },
  { level: 'hard', label: 'Hard', description: 'Knife-edge chances that could go either way. The highest odds.' },
];

const DIFFICULTY_MESSAGE = "difficulty must be 'easy', 'normal' or 'hard'";

/** The rules as numbers (decisions.md, The game). */
export const gameConfigSchema = z.object({
  questionsMin: z.number(),
  questionsMax: z.number(),
  secondsPerQuestion: z.number(),
  graceSeconds: z.number(),
  /** The longest a question's 10 s wait for its clip to become playable before they start anyway. */
  clipWaitSeconds: z.number(),
  pauseBetweenQuestionsSeconds: z.number(),
  passRatio: z.number(),
  stakeMin: z.number(),
  stakeMax: z.number(),
  stakeStep: z.number(),
  quoteValiditySeconds: z.number(),
  startWithinSeconds: z.number(),
  /** The levels, easiest first, and the one a game gets when it names none. */
  difficulties: z.array(difficultyLevelSchema),
  defaultDifficulty: z.enum(DIFFICULTIES),
});
export type GameConfig = z.infer<typeof gameConfigSchema>;

/** The game-creation payload of spec §3, also the odds request. */
export const createGameRequestSchema = z
  .strictObject({
    numberOfQuestions: z
      .number({ error: 'numberOfQuestions must be a number' })
      .int('numberOfQuestions must be a whole number')
      .min(QUESTIONS_MIN, `numberOfQuestions must be between ${QUESTIONS_MIN} and ${QUESTIONS_MAX}`)
      .max(QUESTIONS_MAX, `numberOfQuestions must be between ${QUESTIONS_MIN} and ${QUESTIONS_MAX}`),
    league: plainText('League', { error: 'League is required' })
      .trim()
      .min(1, 'League is required')
      .max(100, 'Unknown league'),
    from: seasonYear('from'),
    to: seasonYear('to'),
    goalType: z.enum(GOAL_TYPES, { error: "goalType must be 'Free Kick' or 'Shot'" }).optional(),
    difficulty: z.enum(DIFFICULTIES, { error: DIFFICULTY_MESSAGE }).default(DEFAULT_DIFFICULTY),
    stake: moneySchema.refine(
      (money) => money.value >= STAKE_MIN && money.value <= STAKE_MAX && decimalPlaces(money.value) <= 1,
      { message: STAKE_MESSAGE, path: ['value'] },
    ),
    walletId: plainText('walletId', { error: 'Please select a wallet' }).min(1, 'Please select a wallet'),
  })
  .refine((game) => game.from <= game.to, {
    message: 'From year must be less than or equal to To year',
    path: ['to'],
  });
export type CreateGameRequest = z.input<typeof createGameRequestSchema>;

/** The quote; `potentialPayout` is what a win at these odds pays (stake × odds, rounded down), as the server pays it. */
export const oddsResponseSchema = z.object({
  odds: z.number(),
  potentialPayout: moneyViewSchema,
  expiresAt: z.string().optional(),
});
export type OddsResponse = z.infer<typeof oddsResponseSchema>;

export const createGameResponseSchema = z.object({ gameId: z.string() });
export type CreateGameResponse = z.infer<typeof createGameResponseSchema>;

/** The creation form of spec §5, with its field names and messages. */
export const gameFormSchema = z
  .object({
    numberOfQuestions: z.number().min(QUESTIONS_MIN).max(QUESTIONS_MAX),
    league: z.string().min(1, 'League is required'),
    fromYear: z.number().min(1),
    toYear: z.number().min(1),
    goalType: z.enum(GOAL_TYPES).optional(),
    difficulty: z.enum(DIFFICULTIES),
    selectedWalletId: z.string().min(1, 'Please select a wallet'),
    stakeValue: z
      .string()
      .min(1, 'Stake is required')
      .refine((value) => {
        const stake = Number(value);
        return /^\d{1,2}(\.\d)?$/.test(value) && stake >= STAKE_MIN && stake <= STAKE_MAX;
      }, STAKE_MESSAGE),
  })
  .refine((form) => form.fromYear <= form.toYear, {
    message: 'From year must be less than or equal to To year',
    path: ['toYear'],
  });
export type GameForm = z.infer<typeof gameFormSchema>;

/** The stake input accepts up to 2 integer digits and an optional point with at most 1 digit. */
export const STAKE_INPUT_PATTERN = /^\d{0,2}(\.\d?)?$/;

/**
 * The win rule (decisions.md, The game): at least `ceil(passRatio × numberOfQuestions)` correct calls.
 * Computed on the ratio's exact decimal text, never in floating point: 0.7 × 10 is 7.000000000000001 in
 * doubles, whose ceiling would wrongly be 8.
 */
export function passMark(numberOfQuestions: number, passRatio: number = PASS_RATIO): number {
  if (!Number.isInteger(numberOfQuestions) || numberOfQuestions < 0) {
    throw new RangeError(`numberOfQuestions must be a whole number, got ${numberOfQuestions}`);
  }
  if (!(passRatio > 0 && passRatio <= 1)) throw new RangeError(`passRatio must be in (0, 1], got ${passRatio}`);
  // The shortest decimal text of a double has `scale` decimals, and toFixed(scale) reproduces it exactly.
  const scale = decimalPlaces(passRatio);
  const numerator = BigInt(passRatio.toFixed(scale).replace('.', ''));
  const denominator = 10n ** BigInt(scale);
  const product = BigInt(numberOfQuestions) * numerator;
  return Number((product + denominator - 1n) / denominator);
}

/** The win rule in words, for the creation and results screens: "Call at least 4 of 5 right". */
export function describeWinRule(numberOfQuestions: number, passRatio: number = PASS_RATIO): string {
  return `Call at least ${passMark(numberOfQuestions, passRatio)} of ${numberOfQuestions} right`;
}
