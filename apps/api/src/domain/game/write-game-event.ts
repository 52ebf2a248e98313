import type { AppDatabase } from '../../db/client.ts';
import { queryPrepared } from '../../db/query-prepared.ts';
import { clipHoldsUpdate } from '../clips/catalog/hold-clips.ts';
import type { AppliedGameEvent } from './apply-game-event.ts';
import { GAME_EVENTS_CHANNEL, gameNoticePayload, othersListen } from './publish-game-event.ts';
import type { RoundState } from './rules/round-state.ts';
import { changedQuestions, newlySent, toDate, type GameRow, type runGameEvent } from './run-game-event.ts';

// Everything one event changes in the database, in ONE statement (issue 14: a round trip is the game's unit of
// cost): the game's row, only if it is still at the version the event was computed on (that update takes the
// row's lock, as SELECT … FOR UPDATE would have); the question rows the event changed; its clips' exposure
// counts (a question sent shows its clip for good; an end gives back the clips never sent, decision 0010); and,
// when asked, the NOTIFY that tells other processes (delivered at commit). Every step after the first runs only
// if the game's update matched, so a stale version writes nothing at all. Both ways of applying an event use it:
// alone in autocommit (apply-to-known-row.ts) and inside the locking transaction (apply-game-event.ts).
//
// The text is written here per shape (how many question rows, shown and released clips, a notice or not) and
// sent as a named prepared statement: PostgreSQL plans each shape once per connection (planning took as long as
// running it), and the server builds no query objects on the live game's hottest path (profiled: building this
// statement through the query builder was a tenth of the server's time).

export interface WriteGameEventOptions {
  db: AppDatabase;
  now: Date;
  /** The row the event was computed on: it is written only if the database still holds this version. */
  game: GameRow;
  /** The event's computed change (runGameEvent). */
  run: ReturnType<typeof runGameEvent>;
  /**
   * Several processes: this process's id. The change is announced by the same statement (so only if the update
   * matched), when a socket of the game is on another process (publish-game-event.ts).
   */
  announceAs?: string;
}

interface Shape {
  questions: number;
  shown: number;
  released: number;
  notice: boolean;
}

const GAME_PARAMS = 11;
const PARAMS_PER_QUESTION = 6;
const statements = new Map<string, { name: string; text: string }>();

/** Writes the event if the row is still at `game.version`: the event as applied, or null (nothing written). */
export async function writeGameEvent(options: WriteGameEventOptions): Promise<AppliedGameEvent | null> {
  const { game, now, run, announceAs } = options;
  const { before, after, changes } = run;
  const applied: AppliedGameEvent = {
    ...run.result,
    version: game.version + 1,
    changed: true,
    row: { ...game, ...changes, version: game.version + 1 },
  };
  const notice =
    announceAs !== undefined && othersListen(announceAs, before, after) ? gameNoticePayload(applied, announceAs) : null;
  const questions = changedQuestions(before.questions, after.questions);
  const holds = clipHolds(before, after);

  const params: unknown[] = [
    JSON.stringify(after),
    changes.status,
    changes.score,
    changes.endReason,
    changes.nextWakeAt,
    changes.lastEventAt,
    changes.startedAt,
    changes.endedAt,
    now,
    game.id,
    game.version,
  ];
  for (const { index, question: q } of questions) {
    params.push(index, q.answer, q.isCorrect, toDate(q.sentAt), toDate(q.deadlineAt), toDate(q.answeredAt));
  }
  params.push(...holds.shown, ...holds.released);
  if (notice !== null) params.push(GAME_EVENTS_CHANNEL, notice);

  const { name, text } = statementFor({
    questions: questions.length,
    shown: holds.shown.length,
    released: holds.released.length,
    notice: notice !== null,
  });
  const rows = await queryPrepared<{ applied: number }>(options.db, name, text, params);
  return rows[0]?.applied === 1 ? applied : null;
}

/** The statement of one shape; parameters as writeGameEvent pushes them. */
function statementFor(shape: Shape): { name: string; text: string } {
  const key = `${shape.questions}_${shape.shown}_${shape.released}_${shape.notice ? 1 : 0}`;
  const known = statements.get(key);
  if (known) return known;
  let next = GAME_PARAMS + 1;
  const take = (count: number) => Array.from({ length: count }, () => `$${next++}`);

  const steps = [
    `updated as (
      update games set
        state = $1::jsonb, status = $2::text, score = $3::int, end_reason = $4::text,
        next_wake_at = $5::timestamptz, last_event_at = $6::timestamptz, started_at = $7::timestamptz,
        ended_at = $8::timestamptz, version = version + 1, updated_at = $9::timestamptz
      where id = $10::uuid and version = $11::int
      returning id)`,
  ];
  if (shape.questions > 0) {
    const rows = Array.from({ length: shape.questions }, () => {
      const [index, answer, isCorrect, sentAt, deadlineAt, answeredAt] = take(PARAMS_PER_QUESTION);
      return `(${index}::int, ${answer}::text, ${isCorrect}::boolean, ${sentAt}::timestamptz,
               ${deadlineAt}::timestamptz, ${answeredAt}::timestamptz)`;
    });
    steps.push(`questions as (
      update game_questions as q set answer = v.answer, is_correct = v.is_correct, sent_at = v.sent_at,
        deadline_at = v.deadline_at, answered_at = v.answered_at
      from (values ${rows.join(', ')}) as v(question_index, answer, is_correct, sent_at, deadline_at, answered_at)
      where q.game_id = $10::uuid and q.question_index = v.question_index and exists (select 1 from updated))`);
  }
  if (shape.shown + shape.released > 0) {
    const uuids = (count: number) => take(count).map((placeholder) => `${placeholder}::uuid`);
    const shown = uuids(shape.shown);
    const released = uuids(shape.released);
    steps.push(`clip_holds as (
      ${clipHoldsUpdate({ now: '$9::timestamptz', shown, released, onlyIf: 'exists (select 1 from updated)' })})`);
  }
  let answer = 'select count(*)::int as applied';
  if (shape.notice) {
    const [channel, payload] = take(2);
    steps.push(`notified as (select pg_notify(${channel}::text, ${payload}::text) from updated)`);
    answer += ', (select count(*) from notified) as notified';
  }
  const statement = { name: `game_write_${key}`, text: `with ${steps.join(',\n')}\n${answer} from updated` };
  statements.set(key, statement);
  return statement;
}

/**
 * Single use (issue 10): a clip whose question was just sent is shown for good; when the game ends or is voided,
 * the clips of questions it never sent go back to the fresh buffer. Written with the state, so a clip is counted
 * exactly once however the game ends.
 */
function clipHolds(before: RoundState, after: RoundState): { shown: string[]; released: string[] } {
  const finished = (phase: RoundState['phase']) => phase === 'ended' || phase === 'voided';
  const unsent =
    finished(after.phase) && !finished(before.phase)
      ? after.questions.filter((question) => question.sentAt === null)
      : [];
  return {
    shown: newlySent(before, after).map((question) => question.clipId),
    released: unsent.map((question) => question.clipId),
  };
}
