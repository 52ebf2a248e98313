import { z } from 'zod';
import { standingSchema, TOURNAMENT_STATUSES } from './contests.ts';
import { QUESTIONS_MAX } from './constants.ts';
import { moneyViewSchema } from './money.ts';
import { ANSWERS } from './socket.ts';

// The live round of a tournament (decision 0103): `GET /api/tournaments/{id}/live` upgraded to a WebSocket,
// `{ type, payload }` both ways like the game's. Question n goes out to every entrant at the same second
// (startsAt + n × interval, on the server's clock). An answer is judged on receipt against that entrant's window
// (10 s from its clipReady, which counts from the release and is capped 3 s after it: decision 0009) and locked
// in with `answerLocked`, the same message whatever it says: the outcome goes to everyone at the window's close
// (`questionClosed`), because an outcome sent early could be passed to entrants still inside their window.

const questionIndex = z
  .number({ error: 'questionIndex must be a question number' })
  .int('questionIndex must be a question number')
  .min(0, 'questionIndex must be a question number')
  .max(QUESTIONS_MAX - 1, 'questionIndex must be a question number');

export const tournamentClientMessageSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('clipReady'), payload: z.strictObject({ questionIndex }) }),
    z.strictObject({
      type: z.literal('answerQuestion'),
      payload: z.strictObject({
        questionIndex,
        answer: z.enum(ANSWERS, { error: "answer must be 'goal' or 'miss'" }),
      }),
    }),
  ],
  { error: 'Unknown message type' },
);
export type TournamentClientMessage = z.infer<typeof tournamentClientMessageSchema>;

/** Where the round is, sent on connect and after a reconnect, so a client joins at the right moment. */
export const roundStatePayloadSchema = z.object({
  tournamentId: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  startsAt: z.string(),
  numberOfQuestions: z.number().int(),
  questionIntervalMs: z.number().int(),
  /** The server's time now (ISO): the client shows countdowns against it, never its own clock. */
  serverTime: z.string(),
  /** Questions whose window has closed. */
  questionsClosed: z.number().int(),
  /** The caller's calls so far, by question (null where none was made). */
  yourAnswers: z.array(z.enum(ANSWERS).nullable()),
});

export const tournamentServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('roundState'), payload: roundStatePayloadSchema }),
  z.object({
    type: z.literal('questionSent'),
    payload: z.object({
      questionIndex: z.number().int(),
      /** The clip before the shot (size-padded like a solo game's). */
      preVideoLink: z.string(),
      /** The latest this entrant's window can close (release + 13 s); questionTimer gives the final deadline. */
      deadline: z.string(),
    }),
  }),
  z.object({
    type: z.literal('questionTimer'),
    payload: z.object({ questionIndex: z.number().int(), deadline: z.string() }),
  }),
  /** The answer is in: the same message for a right and a wrong call (no size, no timing that differs). */
  z.object({
    type: z.literal('answerLocked'),
    payload: z.object({ questionIndex: z.number().int(), answer: z.enum(ANSWERS) }),
  }),
  /** Everyone's window has closed: the outcome, the caller's verdict, the reveal and the table. */
  z.object({
    type: z.literal('questionClosed'),
    payload: z.object({
      questionIndex: z.number().int(),
      outcome: z.enum(ANSWERS),
      yourAnswer: z.enum(ANSWERS).nullable(),
      isCorrect: z.boolean(),
      postVideoLink: z.string(),
      originalVideoLink: z.string(),
      /** The top of the table after this question, and the caller's row. */
      standings: z.array(standingSchema),
      you: standingSchema.nullable(),
      entrants: z.number().int(),
    }),
  }),
  z.object({
    type: z.literal('tournamentEnded'),
    payload: z.object({
      standings: z.array(standingSchema),
      you: standingSchema.nullable(),
      /** What the caller's place paid (zero when out of the prizes). */
      prize: moneyViewSchema,
    }),
  }),
  z.object({ type: z.literal('errorOccurred'), payload: z.object({ message: z.string() }) }),
]);
export type TournamentServerMessage = z.infer<typeof tournamentServerMessageSchema>;
