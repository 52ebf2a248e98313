import { z } from 'zod';
import { moneyViewSchema } from './money.ts';
import { DIFFICULTIES, QUESTIONS_MAX } from './constants.ts';

// Messages of the live game connection (spec §7): `{ type, payload }` in both directions.

export const ANSWERS = ['goal', 'miss'] as const;
export type Answer = (typeof ANSWERS)[number];

export const clientMessageSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('startGame'), payload: z.strictObject({}).optional() }),
    z.strictObject({
      type: z.literal('answerQuestion'),
      payload: z.strictObject({ answer: z.enum(ANSWERS, { error: "answer must be 'goal' or 'miss'" }) }),
    }),
    // The fair clock: the question's clip can play, so its 10 s may start. The server uses its own
    // time of receipt, capped 3 s after the question was sent; it answers with questionTimer.
    z.strictObject({
      type: z.literal('clipReady'),
      payload: z.strictObject({
        questionIndex: z
          .number({ error: 'questionIndex must be a question number' })
          .int('questionIndex must be a question number')
          .min(0, 'questionIndex must be a question number')
          .max(QUESTIONS_MAX - 1, 'questionIndex must be a question number'),
      }),
    }),
  ],
  { error: 'Unknown message type' },
);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const questionSchema = z.object({
  preVideoLink: z.string(),
  postVideoLink: z.string(),
  originalVideoLink: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

export const GAME_END_REASONS = ['completed', 'timeout', 'disconnected'] as const;
export type GameEndReason = (typeof GAME_END_REASONS)[number];

export const GAME_END_MESSAGES: Record<GameEndReason, string> = {
  completed: 'Game completed successfully',
  timeout: 'Game timed out',
  disconnected: 'Game disconnected',
};

/**
 * The end of a game as the server settled it: the spec's score, totalQuestions and reason, plus
 * how many questions were answered, so a game cut short by a timeout or a disconnection tells wrong calls
 * from questions never reached, and the money result, so the browser never works it out: whether the player
 * won, what was paid (zero on a loss), the stake, and the id of the 'Winnings' transaction as the player's
 * transactions list shows it.
 */
export const gameEndedPayloadSchema = z.object({
  score: z.number(),
  totalQuestions: z.number(),
  reason: z.enum(GAME_END_REASONS),
  /** The level the game was played on, for the results screen. */
  difficulty: z.enum(DIFFICULTIES),
  /** Questions the player called (right or wrong); the rest were cut off by the end. */
  answered: z.number(),
  won: z.boolean(),
  payout: moneyViewSchema,
  stake: moneyViewSchema,
  /** What the game did to the wallet, signed: payout − stake (a loss is −stake). */
  net: moneyViewSchema,
  winningsTransactionId: z.string().nullish(),
});
export type GameEndedPayload = z.infer<typeof gameEndedPayloadSchema>;

/**
 * The end of a contest entry whose contest has not closed yet (a tournament's playing window, decision 0173): no
 * score, no verdicts and no money, since an entrant who has played could pass the set's outcomes to one who has not;
 * only what the entrant did themselves (how many questions they called) and when the results come (the close, ISO).
 */
export const entryEndedPayloadSchema = z.object({
  totalQuestions: z.number(),
  reason: z.enum(GAME_END_REASONS),
  difficulty: z.enum(DIFFICULTIES),
  answered: z.number(),
  resultsAt: z.string(),
});
export type EntryEndedPayload = z.infer<typeof entryEndedPayloadSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('gameStarted'), payload: z.object({}).passthrough().optional() }),
  z.object({
    type: z.literal('questionSent'),
    // deadline: the earliest the question's deadline can be (the send + 10 s), provisional until questionTimer.
    payload: z.object({ questionIndex: z.number(), question: questionSchema, deadline: z.string().optional() }),
  }),
  // The question's 10 s have started (its clip can play, or 3 s passed): the deadline (ISO) is final.
  z.object({
    type: z.literal('questionTimer'),
    payload: z.object({ questionIndex: z.number(), deadline: z.string() }),
  }),
  z.object({
    type: z.literal('questionAnswered'),
    payload: z.object({ isCorrect: z.boolean(), postVideoLink: z.string(), originalVideoLink: z.string() }),
  }),
  // A contest entry's answer is in (a tournament's playing window): the same message, of the same size, for a right
  // and a wrong call, with no post-answer or original link; the verdicts come at the contest's close.
  z.object({
    type: z.literal('answerLocked'),
    payload: z.object({ questionIndex: z.number(), answer: z.enum(ANSWERS) }),
  }),
  z.object({
    type: z.literal('gameEnded'),
    payload: gameEndedPayloadSchema,
  }),
  z.object({ type: z.literal('entryEnded'), payload: entryEndedPayloadSchema }),
  z.object({ type: z.literal('errorOccurred'), payload: z.object({ message: z.string() }) }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
