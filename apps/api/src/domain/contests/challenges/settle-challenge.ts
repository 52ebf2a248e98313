import type { CurrencyCode } from '@gom/contract/money';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { matches } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { markMatchClipsShown } from '../../clips/catalog/hold-clips.ts';
import { assertLedger } from '../../ledger/assert-ledger.ts';
import { ensureContestPool } from '../../ledger/ensure-contest-pool.ts';
import { ensureSystemAccount } from '../../ledger/ensure-system-account.ts';
import { houseShardOf } from '../../ledger/house-shards.ts';
import { challengePrizeKey, challengeSettlementKey } from '../../ledger/ledger-keys.ts';
import { postTransfer } from '../../ledger/post-transfer.ts';
import { insertMoneyTransaction } from '../../wallets/insert-money-transaction.ts';
import { rankEntries } from '../rank-entries.ts';
import { splitPrizes } from '../split-prizes.ts';
import {
  hasPlayed,
  isFinished,
  isInPlay,
  readChallengeEntries,
  type ChallengeEntryResult,
} from './challenge-results.ts';
import {
  captureChallengeStake,
  lockChallengeStake,
  releaseChallengeStake,
  type ChallengeStake,
} from './challenge-stakes.ts';
import { lockChallenge, type ChallengeRow } from './lock-challenge.ts';

export type ChallengeSettlement = { outcome: 'won'; winnerId: string; prize: bigint } | { outcome: 'draw' };

/**
 * Settles an accepted challenge once it is decided: both entries over (played, or voided), or its time to play over with
 * no entry still in play. Under the match's lock and conditional on 'accepted', so it happens once whoever calls
 * it (the ending entry's own transaction, the sweep) and however often. The better entry (ranked as a tournament:
 * correct answers, then total answer time) takes both stakes minus the rake: both stakes go into the match's pool
 * and the pool pays the winner and the house in ONE transfer keyed by the match; an entry not played loses; equal
 * entries (or none played) draw and both stakes are released. The clips either player saw are spent. Answers what
 * it settled, or null when the challenge is not decided yet (or was settled before).
 */
export async function settleChallenge(options: {
  db: AppDatabase;
  clock: Clock;
  matchId: string;
}): Promise<ChallengeSettlement | null> {
  const { clock, matchId } = options;
  return inTransaction(options.db, async (db) => {
    const match = await lockChallenge(db, matchId);
    if (!match || match.status !== 'accepted') return null;
    const entries = await readChallengeEntries(db, matchId);
    const entryOf = (userId: string) => entries.find((entry) => entry.userId === userId);
    const players = [match.createdBy!, match.acceptedBy!];
    const timeIsUp = match.endsAt! <= clock.now();
    const decided = players.every((player) => isFinished(entryOf(player))) || (timeIsUp && !entries.some(isInPlay));
    if (!decided) return null;

    const stakes = await Promise.all(players.map((player) => lockChallengeStake(db, matchId, player)));
    assertLedger(stakes.every(Boolean), `both stakes of challenge ${matchId} exist`);
    const held = stakes as ChallengeStake[];
    const winner = winnerOf(match, players.map(entryOf));
    let settlement: ChallengeSettlement;
    if (winner === null) {
      for (const stake of held) await releaseChallengeStake({ db, clock, stake });
      settlement = { outcome: 'draw' };
    } else {
      const prize = await payWinner({ db, clock, match, stakes: held, winnerIndex: players.indexOf(winner) });
      settlement = { outcome: 'won', winnerId: winner, prize };
    }
    await spendShownClips(db, clock, matchId);
    const now = clock.now();
    await db.update(matches).set({ status: 'closed', closedAt: now, updatedAt: now }).where(eq(matches.id, matchId));
    return settlement;
  });
}

/**
 * The winner's user id, or null for a draw. Entries that were played are ranked (rank-entries.ts) with one entry
 * time for both, so only correct answers and answer time decide; an entry not played ranks below any played one.
 */
function winnerOf(match: ChallengeRow, entries: Array<ChallengeEntryResult | undefined>): string | null {
  const played = entries.filter(hasPlayed);
  if (played.length === 0) return null;
  if (played.length === 1) return played[0]!.userId;
  const enteredAt = match.acceptedAt!;
  const ranked = rankEntries(
    played.map((entry) => ({
      entryId: entry.userId,
      correct: entry.correct,
      answerTimeMs: entry.totalAnswerMs,
      enteredAt,
    })),
  );
  return ranked[0]!.place === ranked[1]!.place ? null : ranked[0]!.entry.entryId;
}

/** Both stakes into the pool, then the pool to the winner and the house in one transfer: answers the prize. */
async function payWinner(options: {
  db: AppDatabase;
  clock: Clock;
  match: ChallengeRow;
  stakes: ChallengeStake[];
  winnerIndex: number;
}): Promise<bigint> {
  const { db, clock, match, stakes, winnerIndex } = options;
  const currency = match.currency as CurrencyCode;
  const poolAccountId = await ensureContestPool({ db, clock, matchId: match.id, currency });
  for (const stake of stakes) await captureChallengeStake({ db, clock, stake, poolAccountId });
  const pool = match.entryFee! * BigInt(stakes.length);
  const ranked = stakes.map((_, index) => ({
    entry: { entryId: String(index), correct: 0, answerTimeMs: 0, enteredAt: match.createdAt },
    place: index === winnerIndex ? 1 : 2,
  }));
  ranked.sort((a, b) => a.place - b.place);
  const split = splitPrizes({
    pool,
    table: { rakeBasisPoints: match.rakeBasisPoints!, placeBasisPoints: match.prizeShares ?? [10_000] },
    ranked,
  });
  const prize = split.prizes.get(String(winnerIndex)) ?? 0n;
  const winnerStake = stakes[winnerIndex]!;
  const house = await ensureSystemAccount({ db, clock, kind: 'house', currency, shard: houseShardOf(match.id) });
  const postings = [
    { accountId: poolAccountId, amount: -pool },
    ...(prize > 0n ? [{ accountId: winnerStake.walletId, amount: prize }] : []),
    ...(split.house > 0n ? [{ accountId: house, amount: split.house }] : []),
  ];
  const { transferId } = await postTransfer({
    db,
    clock,
    idempotencyKey: challengeSettlementKey(match.id),
    kind: 'prize',
    currency,
    postings,
  });
  if (prize > 0n) {
    const [winner] = await queryRows<{ user_id: string }>(
      db,
      sql`select user_id from wallets where id = ${winnerStake.walletId}`,
    );
    await insertMoneyTransaction({
      db,
      now: clock.now(),
      userId: winner!.user_id,
      walletId: winnerStake.walletId,
      type: 'prize',
      status: 'completed',
      currency,
      amount: prize,
      idempotencyKey: challengePrizeKey(match.id),
      transferId,
    });
  }
  return prize;
}

/** The clips either player was sent are spent for good, counted once (markMatchClipsShown). */
async function spendShownClips(db: AppDatabase, clock: Clock, matchId: string) {
  const shown = await queryRows<{ clip_id: string }>(
    db,
    sql`select distinct q.clip_id from game_questions q join games g on g.id = q.game_id
         where g.match_id = ${matchId} and q.sent_at is not null`,
  );
  await markMatchClipsShown({ db, clipIds: shown.map((row) => row.clip_id), now: clock.now() });
}
