// What the live round's tests share: a tournament straight into the tables (its clip set reserved for it, as the
// tournaments module plans one, at any interval a test needs), entries made by the tournaments module, and a
// WebSocket client of the round's socket.
import { randomUUID } from 'node:crypto';
import type { TournamentServerMessage } from '@gom/contract/tournament-socket';
import { inArray, sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import type { AppDatabase } from '../../src/db/client.ts';
import { clips, matches, matchQuestions } from '../../src/db/schema.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { QUESTION_OPEN_MS } from '../../src/domain/contests/live-round/round-schedule.ts';
import { enterTournament as enterTournamentAsPlayer } from '../../src/domain/contests/tournaments/enter-tournament.ts';
import type { PlanSettings } from '../../src/domain/plans/plan-settings.ts';
import type { Clock } from '../../src/lib/clock.ts';
import type { HttpClient } from '../helpers/http-client.ts';
import { MessageSocket } from '../helpers/message-socket.ts';

export interface TournamentFixture {
  startsAt: Date;
  numberOfQuestions: number;
  questionIntervalMs: number;
  /** Minor units. */
  entryFee: bigint;
  minEntrants?: number;
  /** The share of entrants paid (the start sets the places from it). */
  paidPercent?: number;
  rakeBasisPoints?: number;
  status?: 'scheduled' | 'live';
}

/** A scheduled tournament on `clipIds` (one a question), the clips reserved for it alone. Its id. */
export async function insertTournament(db: AppDatabase, clock: Clock, clipIds: string[], fixture: TournamentFixture) {
  const id = randomUUID();
  const now = clock.now();
  await db.insert(matches).values({
    id,
    mode: 'tournament',
    tournamentFormat: 'live',
    status: fixture.status ?? 'scheduled',
    name: `Cup ${id.slice(0, 6)}`,
    currency: 'USD',
    entryFee: fixture.entryFee,
    numberOfQuestions: fixture.numberOfQuestions,
    difficulty: 'normal',
    league: 'Cup League',
    minEntrants: fixture.minEntrants ?? 2,
    maxEntrants: 10_000,
    rakeBasisPoints: fixture.rakeBasisPoints ?? 1_000,
    paidPercent: fixture.paidPercent ?? 50,
    startsAt: fixture.startsAt,
    questionIntervalMs: fixture.questionIntervalMs,
    endsAt: new Date(
      fixture.startsAt.getTime() + (fixture.numberOfQuestions - 1) * fixture.questionIntervalMs + QUESTION_OPEN_MS,
    ),
    createdAt: now,
    updatedAt: now,
  });
  const set = clipIds.slice(0, fixture.numberOfQuestions);
  if (set.length < fixture.numberOfQuestions) throw new Error('not enough clips for the tournament');
  await db.insert(matchQuestions).values(set.map((clipId, questionIndex) => ({ matchId: id, questionIndex, clipId })));
  await db
    .update(clips)
    .set({ reservedCount: sql`${clips.maxExposures}` })
    .where(inArray(clips.id, set));
  return id;
}

/** The player's entry, as the tournaments route makes it (the fee held, the entry and its questions): its id. */
export async function enterTournament(
  db: AppDatabase,
  clock: Clock,
  tournamentId: string,
  player: { userId: string; walletId: string; plans: PlanSettings },
) {
  const { entryId } = await enterTournamentAsPlayer({
    db,
    clock,
    tournamentId,
    userId: player.userId,
    walletId: player.walletId,
    plans: player.plans,
    origin: { ipAddress: null, userAgent: null },
  });
  return entryId;
}

/** The right call of question n, read from the clip (what no entrant can see). */
export async function outcomeOfQuestion(db: AppDatabase, tournamentId: string, questionIndex: number) {
  const [row] = await queryRows<{ outcome: 'goal' | 'miss' }>(
    db,
    sql`select c.outcome from match_questions q join clips c on c.id = q.clip_id
         where q.match_id = ${tournamentId} and q.question_index = ${questionIndex}`,
  );
  if (!row) throw new Error(`no question ${questionIndex}`);
  return row.outcome;
}

/** The pool's balance in minor units (0 once closed), and the entries' stored calls. */
export async function poolBalance(db: AppDatabase, tournamentId: string): Promise<bigint> {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select balance::text as balance from ledger_accounts where match_id = ${tournamentId} and kind = 'contest_pool'`,
  );
  return BigInt(row?.balance ?? '0');
}

export async function storedCalls(db: AppDatabase, entryId: string) {
  return queryRows<{ question_index: number; answer: string | null; is_correct: boolean | null; answered: boolean }>(
    db,
    sql`select question_index, answer, is_correct, answered_at is not null as answered
          from game_questions where game_id = ${entryId} order by question_index`,
  );
}

/** A WebSocket client of a tournament's live round that keeps every message in order. */
export class RoundSocket extends MessageSocket<TournamentServerMessage> {
  static async open(
    server: { baseUrl: string; origin: string },
    client: HttpClient | null,
    tournamentId: string,
  ): Promise<RoundSocket> {
    const headers: Record<string, string> = {};
    const access = client?.cookie('gom_access');
    if (access) headers.cookie = `gom_access=${access}`;
    const ws = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/api/tournaments/${tournamentId}/live`, {
      headers,
      origin: server.origin,
    });
    const socket = new RoundSocket(ws);
    await MessageSocket.opened(ws);
    return socket;
  }

  /** When the first message of a type (and question) arrived. */
  arrivalOf(type: TournamentServerMessage['type'], questionIndex?: number): number {
    const index = this.received.findIndex(
      (message) =>
        message.type === type &&
        (questionIndex === undefined ||
          (message.payload as { questionIndex?: number }).questionIndex === questionIndex),
    );
    if (index < 0) throw new Error(`no ${type} received`);
    return this.receivedAt[index]!;
  }

  answer(questionIndex: number, answer: string) {
    this.send({ type: 'answerQuestion', payload: { questionIndex, answer } });
  }

  clipReady(questionIndex: number) {
    this.send({ type: 'clipReady', payload: { questionIndex } });
  }
}
