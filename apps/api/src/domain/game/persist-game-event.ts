import type { AppDatabase } from '../../db/client.ts';
import { queryPrepared } from '../../db/query-prepared.ts';
import { clipHoldsUpdate } from '../clips/catalog/hold-clips.ts';
import { gameSettlement, settlementRecord, type GameSettlement } from '../wallets/settle-game-stake.ts';
import { SETTLEMENT_RECORD_COLUMNS, settleGameCall, settlementError } from '../ledger/settle-game-sql.ts';
import type { CurrencyCode } from '@gom/contract/money';
import type { Clock } from '../../lib/clock.ts';
import type { AppliedGameEvent, GameDecision, GameEventPersist, GameRow } from './game-event-types.ts';
import { assertLedger } from '../ledger/assert-ledger.ts';
import { walletsChanged } from '../ledger/wallet-changes.ts';
import { gameResultOf } from './read-game-result.ts';
import { GAME_EVENTS_CHANNEL, gameNoticePayload, othersListen } from './publish-game-event.ts';
import {
  upgradeRoundState,
  type RoundEffect,
  type RoundQuestion,
  type RoundState,
  type StoredRoundState,
} from './rules/round-state.ts';
import { changedQuestions, newlySent, toDate } from './decide-game-event.ts';
import { computePayout } from './rules/odds.ts';

// The pipeline's persist stage: everything decided events change in the database, in ONE statement (a round trip is the game's unit of cost),
// for one event or for a batch of events of different games (batch-game-writes.ts): each game's row, only if it is
// still at the version its event was computed on (that update takes the row's lock, as SELECT … FOR UPDATE would
// have); the question rows each event changed; its clips' exposure counts (a question sent shows its clip for
// good; an end gives back the clips never sent, decision 0010); and, when asked, the NOTIFY that tells other
// processes (delivered at commit); and an ending game's settlement (settle-game-stake.ts: its stake, its winnings,
// its rollups), so a game ends and settles in one atomic round trip. Every step after the first runs only for the
// games whose update matched, so a stale version writes nothing at all for that game. Both ways of applying an
// event use it: in autocommit (apply-to-known-row.ts, through the batcher) and inside the locking transaction
// (apply-game-event.ts).
//
// One text for every batch, sent as a named prepared statement (PostgreSQL plans it once per connection; planning
// took as long as running it): the events travel as one JSON document of three lists (games, question rows,
// clips), so the server builds no query objects on the live game's hottest path (profiled: building the statement
// through the query builder was a tenth of the server's time).

export interface PersistGameEventOptions extends GameEventPersist {
  db: AppDatabase;
}

/**
 * How a game's new state travels: whole (`state`), or as what changed in the stored one, which the version check
 * guarantees is `before`: the top-level fields that changed (`top`, merged over it) and the one question replaced
 * (`qi`, `qv`). An event changes a few numbers and one question of a state whose five questions are most of its
 * 1.7 kB; sent whole, the states were most of each batch's bytes, the server's JSON.stringify and PostgreSQL's
 * jsonb parsing (performance note 0038).
 */
type StateChange = { state: RoundState } | { top: Record<string, unknown>; qi?: number; qv?: RoundQuestion };

/**
 * The change from `before` to `after`. `stored` is the row's state as read: when reading upgraded it to a newer
 * shape (upgradeRoundState), `before` is not what the row holds, and the state goes whole.
 */
export function stateChange(stored: unknown, before: RoundState, after: RoundState): StateChange {
  if (stored !== before) return { state: after };
  const top: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Array<keyof RoundState>) {
    if (key === 'questions') continue;
    const same = key === 'openConnections' ? sameItems(before[key], after[key]) : before[key] === after[key];
    if (!same) top[key] = after[key];
  }
  // The rules replace a question they change and keep the others (apply-round-event.ts `copy`).
  const replaced = after.questions.flatMap((question, index) => (question === before.questions[index] ? [] : [index]));
  if (replaced.length > 1 || after.questions.length !== before.questions.length) {
    return { top: { ...top, questions: after.questions } };
  }
  const [qi] = replaced;
  return qi === undefined ? { top } : { top, qi, qv: after.questions[qi]! };
}

function sameItems(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/**
 * The JSON document the statement reads: `g` the games' new rows, `q` their changed questions, `c` their clips,
 * `n` their notices to other processes, `s` their settlements.
 */
interface WriteDocument {
  g: unknown[];
  q: unknown[];
  c: unknown[];
  n: unknown[];
  s: unknown[];
}

const STATEMENT_NAME = 'game_write_events';

const STATEMENT = `
  with input as (select $1::jsonb as doc),
  rows as (
    select * from jsonb_to_recordset((select doc -> 'g' from input)) as r(
      id uuid, version int, state jsonb, top jsonb, qi int, qv jsonb, status text, score int, end_reason text,
      next_wake_at timestamptz, last_event_at timestamptz, started_at timestamptz, ended_at timestamptz,
      updated_at timestamptz)
  ),
  locked as (
    select g.id from games g join rows r on r.id = g.id
     where g.id = any(array(select id from rows)) and g.version = r.version
     order by g.id for update of g
  ),
  updated as (
    update games g set
      state = coalesce(r.state, case when r.qi is null then g.state || r.top
                                     else jsonb_set(g.state || r.top, array['questions', r.qi::text], r.qv) end),
      status = r.status, score = r.score, end_reason = r.end_reason, next_wake_at = r.next_wake_at,
      last_event_at = r.last_event_at, started_at = r.started_at, ended_at = r.ended_at, version = g.version + 1,
      updated_at = r.updated_at
    from rows r
    where g.id = r.id and g.version = r.version and g.id in (select id from locked)
    returning g.id
  ),
  questions as (
    update game_questions as q set answer = v.answer, is_correct = v.is_correct, sent_at = v.sent_at,
      deadline_at = v.deadline_at, answered_at = v.answered_at
    from jsonb_to_recordset((select doc -> 'q' from input)) as v(
      game_id uuid, question_index int, answer text, is_correct boolean, sent_at timestamptz,
      deadline_at timestamptz, answered_at timestamptz)
    where q.game_id = v.game_id and q.question_index = v.question_index and v.game_id in (select id from updated)
  ),
  clip_changes as (
    select * from jsonb_to_recordset((select doc -> 'c' from input)) as c(game_id uuid, clip_id uuid, shown boolean)
     where c.game_id in (select id from updated)
  ),
  clip_holds as (
    ${clipHoldsUpdate({
      now: '$2::timestamptz',
      shown: 'array(select clip_id from clip_changes where shown)',
      released: 'array(select clip_id from clip_changes where not shown)',
    })}
  ),
  notified as (
    select pg_notify($3::text, n.payload)
      from jsonb_to_recordset((select doc -> 'n' from input)) as n(game_id uuid, payload text)
     where n.game_id in (select id from updated)
  ),
  settled as (
    select s.game_id, ${settleGameCall('s', '$2::timestamptz')} as winnings_id
      from jsonb_to_recordset((select doc -> 's' from input)) as s(${SETTLEMENT_RECORD_COLUMNS})
     where s.game_id in (select id from updated)
  )
  select (select array_agg(id) from updated) as applied, (select count(*) from notified) as notified,
         (select jsonb_object_agg(game_id, winnings_id) from settled) as settled`;

/**
 * Writes each event whose game is still at its event's version, in one statement: answers, in the order given,
 * each event as applied or null (its row had moved on; nothing of it was written). The events must be of
 * different games.
 */
export async function persistGameEvents(
  db: AppDatabase,
  writes: readonly GameEventPersist[],
): Promise<Array<AppliedGameEvent | null>> {
  const doc: WriteDocument = { g: [], q: [], c: [], n: [], s: [] };
  const applied = writes.map((write) => addToDocument(doc, write));
  // One settlement a statement: two in one would lock their accounts in no single order.
  if (doc.s.length > 1) throw new Error('A game write settles one game at most');
  const [row] = await queryPrepared<WrittenRow>(db, STATEMENT_NAME, STATEMENT, [
    JSON.stringify(doc),
    writes[0]?.now ?? new Date(),
    GAME_EVENTS_CHANNEL,
  ]).catch((error: unknown) => {
    throw settlementError(error) ?? error;
  });
  const written = new Set(row?.applied ?? []);
  return applied.map((event, index) => {
    if (!written.has(event.gameId)) return null;
    const settlement = writes[index]!.settlement;
    if (settlement) {
      const winningsId = row?.settled?.[event.gameId];
      assertLedger(winningsId !== undefined, `game ${event.gameId} settled with its write`);
      walletsChanged(db, [event.userId]);
      // What was just written, as readGameResult would read it back: the message says what the wallet shows.
      const winnings = winningsId === null ? undefined : { id: winningsId, amount: settlement.payout };
      event.result = gameResultOf(event.row!, winnings);
    }
    return event;
  });
}

interface WrittenRow {
  applied: string[] | null;
  /** Each settled game's winnings transaction id (null on a loss). */
  settled: Record<string, string | null> | null;
}

/** Writes one event if its row is still at `game.version`: the event as applied, or null (nothing written). */
export async function persistGameEvent(options: PersistGameEventOptions): Promise<AppliedGameEvent | null> {
  const [applied] = await persistGameEvents(options.db, [options]);
  return applied ?? null;
}

/** Adds one event's rows to the statement's document; answers the event as it will be if written. */
function addToDocument(doc: WriteDocument, write: GameEventPersist): AppliedGameEvent {
  const { game, now, decision, announceAs, announceAfterCommit, settlement } = write;
  const { storedState, ...row } = game;
  const { after, changes } = decision;
  // The changes are taken from what the database holds: the event's own, and what time did before it unwritten.
  const stored = storedState ?? game.state;
  const before = storedState === undefined ? decision.before : upgradeRoundState(storedState as StoredRoundState);
  const applied: AppliedGameEvent = {
    ...decision.result,
    version: game.version + 1,
    changed: true,
    row: { ...row, ...changes, version: game.version + 1 },
  };
  if (settlement) doc.s.push(settlementRecord(settlement));
  doc.g.push({
    id: game.id,
    version: game.version,
    ...stateChange(stored, before, after),
    status: changes.status,
    score: changes.score,
    end_reason: changes.endReason,
    next_wake_at: changes.nextWakeAt,
    last_event_at: changes.lastEventAt,
    started_at: changes.startedAt,
    ended_at: changes.endedAt,
    updated_at: now,
  });
  for (const { index, question: q } of changedQuestions(before.questions, after.questions)) {
    doc.q.push({
      game_id: game.id,
      question_index: index,
      answer: q.answer,
      is_correct: q.isCorrect,
      sent_at: toDate(q.sentAt),
      deadline_at: toDate(q.deadlineAt),
      answered_at: toDate(q.answeredAt),
    });
  }
  // A contest's clips are its match's, counted once when it settles (hold-clips.ts): its entries leave them be.
  if (game.mode === 'solo') {
    const holds = clipHolds(before, after);
    for (const clipId of holds.shown) doc.c.push({ game_id: game.id, clip_id: clipId, shown: true });
    for (const clipId of holds.released) doc.c.push({ game_id: game.id, clip_id: clipId, shown: false });
  }
  if (announceAs !== undefined && othersListen(announceAs, before, after)) {
    const payload = gameNoticePayload(applied, announceAs);
    // After the commit (FANOUT=nats) the caller publishes it; else the statement's NOTIFY, delivered at commit.
    if (announceAfterCommit) applied.notice = payload;
    else doc.n.push({ game_id: game.id, payload });
  }
  return applied;
}

/**
 * Single use: a clip whose question was just sent is shown for good; when the game ends or is voided,
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

type SettleEffect = Extract<RoundEffect, { type: 'settle' }>;

/**
 * The settlement a decided event ends its game with, when its effects settle it (the rules' 'settle'): what the
 * game's write runs in its own statement. The player figures' rollups move with it: a settled game is counted
 * once, a voided one never.
 */
export async function settlementToPersist(options: {
  db: AppDatabase;
  clock: Clock;
  game: GameRow;
  decision: GameDecision;
}): Promise<GameSettlement | undefined> {
  const { db, clock, game, decision } = options;
  const effect = decision.effects.find((candidate): candidate is SettleEffect => candidate.type === 'settle');
  // Settled by mode: a solo game against the house here; a contest entry by its match (modes/), after the write.
  if (!effect || game.mode !== 'solo') return undefined;
  const { after: state } = decision;
  const payout = effect.won ? computePayout({ stakeMinor: game.stake, oddsHundredths: game.oddsHundredths }) : 0n;
  return gameSettlement({
    db,
    clock,
    currency: game.currency as CurrencyCode,
    gameId: game.id,
    userId: game.userId,
    payout,
    won: effect.won,
    answered: state.questions.filter((question) => question.answer !== null).length,
    correct: effect.score,
    endedAt: new Date(state.endedAt ?? clock.now().getTime()),
  });
}
