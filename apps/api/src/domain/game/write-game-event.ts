import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { querySqlPrepared } from '../../db/query-prepared.ts';
import { clips, gameQuestions, games } from '../../db/schema.ts';
import { clipHoldsChange } from '../clips/catalog/hold-clips.ts';
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
  const steps: SQL[] = [
    sql`updated as (
      update ${games} set
        state = ${JSON.stringify(after)}::jsonb, status = ${changes.status}, score = ${changes.score},
        end_reason = ${changes.endReason}, next_wake_at = ${changes.nextWakeAt}::timestamptz,
        last_event_at = ${changes.lastEventAt}::timestamptz, started_at = ${changes.startedAt}::timestamptz,
        ended_at = ${changes.endedAt}::timestamptz, version = version + 1, updated_at = ${now}::timestamptz
      where id = ${game.id} and version = ${game.version}
      returning id)`,
  ];
  const questions = changedQuestions(before.questions, after.questions);
  if (questions.length > 0) {
    const values = questions.map(
      ({ index, question: q }) =>
        sql`(${index}::int, ${q.answer}::text, ${q.isCorrect}::boolean, ${toDate(q.sentAt)}::timestamptz,
             ${toDate(q.deadlineAt)}::timestamptz, ${toDate(q.answeredAt)}::timestamptz)`,
    );
    steps.push(sql`questions as (
      update ${gameQuestions} as q set answer = v.answer, is_correct = v.is_correct, sent_at = v.sent_at,
        deadline_at = v.deadline_at, answered_at = v.answered_at
      from (values ${sql.join(values, sql`, `)}) as v(question_index, answer, is_correct, sent_at, deadline_at, answered_at)
      where q.game_id = ${game.id} and q.question_index = v.question_index and exists (select 1 from updated))`);
  }
  const holds = clipHolds(before, after);
  if (holds.shown.length + holds.released.length > 0) {
    // As hold-clips.ts does: the game's clip rows locked together, in id order.
    const ids = [...holds.shown, ...holds.released].map((id) => sql`${id}::uuid`);
    steps.push(sql`clip_holds as (
      update ${clips} set ${clipHoldsChange({ now, ...holds })}
      where id in (
        select id from ${clips} where id in (${sql.join(ids, sql`, `)}) and exists (select 1 from updated)
        order by id for update))`);
  }
  if (notice !== null) {
    steps.push(sql`notified as (select pg_notify(${GAME_EVENTS_CHANNEL}, ${notice}) from updated)`);
  }
  // Prepared per shape (how many question rows and clips, a notice or not): planning it took as long as
  // running it (pg_stat_statements, issue 14).
  const rows = await querySqlPrepared<{ applied: number }>(
    options.db,
    sql`with ${sql.join(steps, sql`, `)} select count(*)::int as applied${
      notice !== null ? sql`, (select count(*) from notified) as notified` : sql``
    } from updated`,
  );
  return rows[0]?.applied === 1 ? applied : null;
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
