import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { games } from '../../db/schema.ts';
import { assertLedger } from '../ledger/assert-ledger.ts';
import { entryPrizeKey, gameWinningsKey } from '../ledger/ledger-keys.ts';
import { WINDOW_RESULTS_WITHHELD_SQL } from './modes/window-tournament/withheld-results.ts';
import { hasWon, type RoundState } from './rules/round-state.ts';
import type { GameResult, GameRow } from './game-event-types.ts';

// What an ended game came to, read back from what settlement wrote: the game row (score, reason, stake) and
// the ledger's 'winnings' transaction. It is read, never recomputed, so the `gameEnded` sent when the game
// ends (inside the settling transaction) and the one a reconnecting socket gets later are the same, and both
// say exactly what the player's wallet and transactions list show.

export type { GameResult } from './game-event-types.ts';

export interface ReadGameResultOptions {
  db: AppDatabase;
  gameId: string;
}

/** The result of an ended game, or null while it is still being played (or was voided). */
export async function readGameResult({ db, gameId }: ReadGameResultOptions): Promise<GameResult | null> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game || game.status !== 'ended') return null;
  if (game.mode === 'tournament') return tournamentEntryResult(db, game);
  const [winnings] = await queryRows<{ id: string; amount: string }>(
    db,
    sql`select id, amount::text as amount from money_transactions
         where user_id = ${game.userId} and idempotency_key = ${gameWinningsKey(gameId)} and type = 'winnings'`,
  );
  return gameResultOf(game, winnings ? { id: winnings.id, amount: BigInt(winnings.amount) } : undefined);
}

/**
 * The result of an ended game from its row as settlement wrote it and its 'winnings' transaction (none on a
 * loss): what readGameResult reads back, and what the settling transaction, which wrote both, already holds.
 */
export function gameResultOf(
  game: Pick<GameRow, 'id' | 'state' | 'difficulty' | 'currency' | 'stake' | 'mode'>,
  winnings: { id: string; amount: bigint } | undefined,
): GameResult {
  const state = game.state as RoundState;
  if (state.endReason === null) throw new Error(`Ended game ${game.id} has no end reason`);
  // A contest entry is won against the other entrants, never against the house: its game pays no winnings.
  const won = game.mode === 'solo' && hasWon(state);
  // Settlement pays every win (stake ≥ 1 and odds ≥ 1.01 make the payout positive) and never a loss.
  assertLedger(won === (winnings !== undefined), `game ${game.id}: won=${won} but winnings paid=${!!winnings}`);
  return {
    score: state.score,
    totalQuestions: state.questions.length,
    reason: state.endReason,
    difficulty: game.difficulty,
    answered: state.questions.filter((question) => question.answer !== null).length,
    won,
    currency: game.currency,
    stake: game.stake,
    payout: winnings?.amount ?? 0n,
    winningsTransactionId: winnings?.id ?? null,
    withheldUntil: null,
  };
}

/**
 * A tournament entry's result: it has no round state (the live round writes its answers to game_questions and the
 * close its score and end), and what it was paid is its place's 'prize' transaction, not winnings from the house.
 * A playing window's entry ended before its tournament's close is withheld until then (decision 0173).
 */
async function tournamentEntryResult(db: AppDatabase, game: GameRow): Promise<GameResult> {
  const [row] = await queryRows<{
    answered: number;
    prize_id: string | null;
    prize: string | null;
    withheld_until: Date | string | null;
  }>(
    db,
    sql`select (select count(*)::int from game_questions where game_id = ${game.id} and answer is not null) as answered,
               p.id as prize_id, p.amount::text as prize,
               (select m.ends_at from matches m
                 where m.id = ${game.matchId} and ${sql.raw(WINDOW_RESULTS_WITHHELD_SQL('m'))}) as withheld_until
          from (select 1) one
          left join money_transactions p
            on p.user_id = ${game.userId} and p.idempotency_key = ${entryPrizeKey(game.id)} and p.type = 'prize'`,
  );
  assertLedger(game.endReason !== null, `ended entry ${game.id} has no end reason`);
  return {
    score: game.score,
    totalQuestions: game.numberOfQuestions,
    reason: game.endReason as GameResult['reason'],
    difficulty: game.difficulty,
    answered: row?.answered ?? 0,
    won: row?.prize_id != null,
    currency: game.currency,
    stake: game.stake,
    payout: row?.prize ? BigInt(row.prize) : 0n,
    winningsTransactionId: row?.prize_id ?? null,
    withheldUntil: row?.withheld_until ? new Date(row.withheld_until) : null,
  };
}
