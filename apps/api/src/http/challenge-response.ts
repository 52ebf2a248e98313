import type { Challenge } from '@gom/contract/contests';
import type { ChallengeView } from '../domain/contests/challenges/read-challenge.ts';
import { toPlayerIdentityResponse } from './community-response.ts';
import { toMoneyView } from './money-response.ts';

const BASIS_POINTS = 10_000n;

/** A challenge on the wire (the contract's `Challenge`). */
export function toChallengeResponse(view: ChallengeView): Challenge {
  const { match } = view;
  const currency = match.currency!;
  const stake = match.entryFee!;
  const rakeBasisPoints = match.rakeBasisPoints ?? 0;
  const pool = stake * 2n;
  // What the winner takes: the pool less the rake, as the settlement's split computes it (rounded down to the unit).
  const prize = pool - (pool * BigInt(rakeBasisPoints)) / BASIS_POINTS;
  return {
    id: match.id,
    status: match.status as Challenge['status'],
    stake: toMoneyView(stake, currency),
    numberOfQuestions: match.numberOfQuestions,
    difficulty: match.difficulty,
    rakePercent: rakeBasisPoints / 100,
    prize: toMoneyView(prize, currency),
    createdBy: toPlayerIdentityResponse(view.createdBy),
    expiresAt: match.expiresAt!.toISOString(),
    endsAt: match.endsAt?.toISOString() ?? null,
    link: view.link,
    entries: view.entries.map((entry) => ({
      ...toPlayerIdentityResponse(entry),
      gameId: entry.gameId,
      correct: entry.correct,
      totalAnswerMs: entry.totalAnswerMs,
      played: entry.played,
      answers: entry.answers,
    })),
    winnerId: view.winnerId,
  };
}
