import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared-per-database.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { batchCalls, type BatchedCall } from '../../../lib/batch-calls.ts';
import { ANSWER_WINDOW_MS, CLIP_WAIT_CAP_MS, QUESTION_OPEN_MS } from './round-schedule.ts';

// What a live round writes, each one statement: a question's release (every entry's row for it), an entrant's clock
// start (its clipReady), an entrant's answer. Each is conditional on the server's time against the stored times, so
// a repeat, a late message or a second process doing the same changes nothing. The stored times are the ranking's:
// an answer's time is answered_at − (deadline_at − 10 s), or − sent_at for a call before the clock started
// (../answer-time.ts).

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Question n's row for every entry of the tournament (sent_at = the release, deadline_at = the latest close until
 * the entrant's clipReady moves it), and its clip marked shown once: shown to many entrants, it counts as shown as
 * often as it is reserved, so the clips CHECK (shown_count ≤ reserved_count) holds. Idempotent: every process with
 * sockets of the tournament runs it at the release, and rows planned earlier without times get them.
 */
export async function releaseQuestion(options: {
  db: AppDatabase;
  tournamentId: string;
  questionIndex: number;
  clipId: string;
  releasedAt: number;
}): Promise<void> {
  const { db, tournamentId, questionIndex, clipId, releasedAt } = options;
  await queryRows(
    db,
    sql`with released as (
          insert into game_questions (game_id, question_index, clip_id, sent_at, deadline_at)
          select g.id, ${questionIndex}, ${clipId}, ${iso(releasedAt)}::timestamptz,
                 ${iso(releasedAt + QUESTION_OPEN_MS)}::timestamptz
            from games g
           where g.match_id = ${tournamentId} and g.mode = 'tournament' and g.status in ('created', 'active')
           -- In one order on every process: two releasing at once lock the rows in the same order (no deadlock).
           order by g.id
          on conflict (game_id, question_index) do update
             set sent_at = excluded.sent_at, deadline_at = excluded.deadline_at
           where game_questions.sent_at is null
          returning 1)
        update clips set shown_count = reserved_count, last_shown_at = ${iso(releasedAt)}::timestamptz
         where id = ${clipId} and shown_count < reserved_count`,
  );
}

export type OpenQuestionRefusal = 'notOpen' | 'answered' | 'late';

/** A question's row as a batch's statement read it, before its own write. */
interface QuestionRow {
  i: number;
  written: boolean;
  deadline_at: number | null;
  sent_at: number | null;
  answered: boolean | null;
}

// A thousand entrants answer (and say their clip is ready) within the same second: one statement per message would
// queue them behind each other's commits, so the messages of the moment go in one statement (lib/batch-calls.ts:
// a quiet round sends each alone and at once). Every row is still judged on its own conditions.
const LANES = 4;
const MAX_BATCH = 128;
const ms = (value: number) => `${value} milliseconds`;

/**
 * A statement over many questions' rows at once, batched: each call becomes one record of `asked` (its index `i`
 * and `toRecord`'s fields), and each call's answer is the row the statement returns for its `i`.
 */
function questionRowBatches<Call>(
  toRecord: (call: Call) => Record<string, string | number>,
  statement: (asked: string) => SQL,
): (db: AppDatabase) => BatchedCall<Call, QuestionRow | undefined> {
  return preparedPerDatabase((db) =>
    batchCalls({
      lanes: LANES,
      maxBatch: MAX_BATCH,
      isUrgent: () => true,
      run: async (calls) => {
        const asked = JSON.stringify(calls.map((call, i) => ({ i, ...toRecord(call) })));
        const rows = await queryRows<QuestionRow>(db, statement(asked));
        const byCall = new Map(rows.map((row) => [row.i, row]));
        return calls.map((_, i) => byCall.get(i));
      },
    }),
  );
}

interface ClipReadyCall {
  entryId: string;
  questionIndex: number;
  at: number;
}

const clipReadyBatches = questionRowBatches(
  (call: ClipReadyCall) => ({ game_id: call.entryId, question_index: call.questionIndex, at: iso(call.at) }),
  (asked) =>
    sql`with asked as (
              select * from jsonb_to_recordset(${asked}::jsonb)
                         as a(i int, game_id uuid, question_index int, at timestamptz)),
            moved as (
              update game_questions q
                 set deadline_at = least(a.at, q.sent_at + ${ms(CLIP_WAIT_CAP_MS)}::interval)
                                   + ${ms(ANSWER_WINDOW_MS)}::interval
                from asked a
               where q.game_id = a.game_id and q.question_index = a.question_index and q.answered_at is null
                 and q.sent_at <= a.at and a.at < q.sent_at + ${ms(CLIP_WAIT_CAP_MS)}::interval
                 and q.deadline_at = q.sent_at + ${ms(QUESTION_OPEN_MS)}::interval
              returning a.i, q.deadline_at)
            select a.i, (m.i is not null) as written,
                   (extract(epoch from coalesce(m.deadline_at, q.deadline_at)) * 1000)::float8 as deadline_at,
                   (extract(epoch from q.sent_at) * 1000)::float8 as sent_at, q.answered_at is not null as answered
              from asked a
              left join moved m on m.i = a.i
              left join game_questions q on q.game_id = a.game_id and q.question_index = a.question_index`,
);

/**
 * The entrant's clip can play: its 10 s start now, or at the cap 3 s after the release, whichever is first. The
 * deadline moves once at most (from the latest close to the entrant's own); the answer is the deadline in force.
 */
export async function recordClipReady(options: {
  db: AppDatabase;
  entryId: string;
  questionIndex: number;
  at: number;
}): Promise<{ deadlineAt: number } | { refused: OpenQuestionRefusal }> {
  const { db, entryId, questionIndex, at } = options;
  const row = await clipReadyBatches(db)({ entryId, questionIndex, at });
  if (row?.written) return { deadlineAt: Math.round(row.deadline_at!) };
  const refusal = explainRefusal(row, at);
  if (refusal) return { refused: refusal };
  return { deadlineAt: Math.round(row!.deadline_at!) };
}

interface AnswerCall extends ClipReadyCall {
  answer: 'goal' | 'miss';
}

const answerBatches = questionRowBatches(
  (call: AnswerCall) => ({
    game_id: call.entryId,
    question_index: call.questionIndex,
    answer: call.answer,
    at: iso(call.at),
  }),
  (asked) =>
    sql`with asked as (
              select * from jsonb_to_recordset(${asked}::jsonb)
                         as a(i int, game_id uuid, question_index int, answer text, at timestamptz)),
            answered as (
              update game_questions q
                 set answer = a.answer, is_correct = (c.outcome = a.answer), answered_at = a.at,
                     -- An answer before the entrant's clock started (no clipReady yet, the cap not reached) counts
                     -- from the release, the earliest any clock starts: its time is never negative, and skipping
                     -- clipReady gains nothing.
                     deadline_at = case
                       when a.at < q.deadline_at - ${ms(ANSWER_WINDOW_MS)}::interval
                       then q.sent_at + ${ms(ANSWER_WINDOW_MS)}::interval
                       else q.deadline_at end
                from asked a, clips c
               where q.game_id = a.game_id and q.question_index = a.question_index and c.id = q.clip_id
                 and q.answered_at is null and q.sent_at <= a.at and a.at <= q.deadline_at
              returning a.i)
            select a.i, exists (select 1 from answered w where w.i = a.i) as written,
                   (extract(epoch from q.deadline_at) * 1000)::float8 as deadline_at,
                   (extract(epoch from q.sent_at) * 1000)::float8 as sent_at, q.answered_at is not null as answered
              from asked a
              left join game_questions q on q.game_id = a.game_id and q.question_index = a.question_index`,
);

/**
 * The entrant's call, judged on receipt against the clip's outcome and written only inside its window and only
 * once, in one conditional statement (with the other calls of the moment). Nothing of the verdict comes back here;
 * it goes out at the question's close.
 */
export async function recordAnswer(options: {
  db: AppDatabase;
  entryId: string;
  questionIndex: number;
  answer: 'goal' | 'miss';
  at: number;
}): Promise<{ locked: true } | { refused: OpenQuestionRefusal }> {
  const { db, ...call } = options;
  const row = await answerBatches(db)(call);
  if (row?.written) return { locked: true };
  // Open and unanswered as the statement began, yet not written: another call of the same batch (the entrant's
  // other socket) took it.
  return { refused: explainRefusal(row, call.at) ?? 'answered' };
}

/** Why a question's row refuses a message at `at`, or null when it is open to it. */
function explainRefusal(row: QuestionRow | undefined, at: number): OpenQuestionRefusal | null {
  if (row?.sent_at == null || row.deadline_at == null || row.sent_at > at) return 'notOpen';
  if (row.answered) return 'answered';
  if (at > row.deadline_at) return 'late';
  return null;
}
