import { sql, type SQL } from 'drizzle-orm';
import { querySqlPrepared } from '../../db/query-prepared.ts';
import { clips, gameQuestions, games } from '../../db/schema.ts';
import type { AppliedGameEvent, ApplyGameEventOptions } from './apply-game-event.ts';
import { GAME_EVENTS_CHANNEL, gameNoticePayload, othersListen } from './publish-game-event.ts';
import { changedQuestions, newlySent, runGameEvent, toDate, type GameRow } from './run-game-event.ts';

// The live game's hot path (issue 14): most events (a start, an answer, the next question) move no money. When
// this process wrote the game's row last, it knows the row, so it runs the rules on it and writes the new state,
// the changed question rows and the shown clips in ONE statement whose first step updates the game only if its
// version is still the one known. That update takes the row lock a SELECT … FOR UPDATE would have taken, and
// the statement commits on its own: one round trip instead of five. Any other writer (another process, the
// scheduler) bumps the version, the update matches no row, nothing is written, and the caller falls back to the
// locking transaction. Events with money effects (settle, void) always take that transaction.

export async function applyToKnownRow(
  options: ApplyGameEventOptions & { known: GameRow },
): Promise<AppliedGameEvent | null> {
  const { db, clock, known: game } = options;
  const now = clock.now();
  const { before, after, effects, result, changes, unchanged } = runGameEvent(game, now, options.event);
  // A refusal writes nothing and may depend on a state another process changed: the locking path decides it.
  if (unchanged || effects.length > 0) return null;

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
  const shown = newlySent(before, after).map((question) => question.clipId);
  if (shown.length > 0) {
    // As hold-clips.ts does: clip rows locked in id order.
    steps.push(sql`shown as (
      update ${clips} set shown_count = shown_count + 1, last_shown_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
      where id in (
        select id from ${clips}
        where id in (${sql.join(
          shown.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and exists (select 1 from updated)
        order by id for update))`);
  }
  const applied: AppliedGameEvent = {
    ...result,
    version: game.version + 1,
    changed: true,
    row: { ...game, ...changes, version: game.version + 1 },
  };
  // Several processes: the change is announced by the same statement, so only if the update matched.
  const announce = options.announceAs !== undefined && othersListen(options.announceAs, before, after);
  if (announce) {
    steps.push(sql`notified as (
      select pg_notify(${GAME_EVENTS_CHANNEL}, ${gameNoticePayload(applied, options.announceAs!)}) from updated)`);
  }
  // Prepared per shape (how many question rows, shown clips, an announcement): planning it took as long as
  // running it (pg_stat_statements, issue 14).
  const rows = await querySqlPrepared<{ applied: number }>(
    db,
    sql`with ${sql.join(steps, sql`, `)} select count(*)::int as applied${
      announce ? sql`, (select count(*) from notified) as notified` : sql``
    } from updated`,
  );
  if (rows[0]?.applied !== 1) return null;
  return applied;
}
