import { randomUUID } from 'node:crypto';
import {
  CHALLENGE_VALID_HOURS,
  CONTEST_RAKE_PERCENT_DEFAULT,
  type CreateChallengeRequest,
} from '@gom/contract/contests';
import type { CurrencyCode } from '@gom/contract/money';
import type { AppDatabase } from '../../../db/client.ts';
import { matches, matchQuestions } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { DomainError } from '../../domain-error.ts';
import { cryptoRandom } from '../../game/create-game.ts';
import { challengeMode } from '../../game/modes/challenge/challenge-mode.ts';
import type { RandomSource } from '../../game/rules/draw-clips.ts';
import { toMinorUnits } from '../../ledger/minor-units.ts';
import { assertSaferPlayAllows } from '../../safer-play/assert-safer-play-allows.ts';
import { findWallet } from '../../wallets/find-wallet.ts';
import { WALLET_NOT_FOUND_MESSAGE } from '../../wallets/wallet-constants.ts';
import { challengeToken, hashChallengeToken } from './challenge-link.ts';
import { placeChallengeStake } from './challenge-stakes.ts';

const HOUR_MS = 3_600_000;

export interface CreateChallengeOptions {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  request: CreateChallengeRequest;
  /** The server secret the link's token is derived under (challenge-link.ts). */
  linkSecret: string;
  /** Default: a cryptographic source. */
  random?: RandomSource;
}

/**
 * A head-to-head challenge (decision 0160), in one transaction: the match (open, its link's token stored hashed,
 * valid CHALLENGE_VALID_HOURS), the creator's stake held ('entryFee' pending, under the safer-play limits as any
 * stake), and its clip set planned by the challenge mode (the fresh buffer's draw, reserved for the match alone).
 * Answers the match's id and the link's token.
 */
export async function createChallenge(options: CreateChallengeOptions): Promise<{ matchId: string; token: string }> {
  const { db, clock, userId, request } = options;
  const wallet = await findWallet({ db, userId, walletId: request.walletId });
  if (!wallet) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE, { walletId: WALLET_NOT_FOUND_MESSAGE });
  const currency = wallet.currency as CurrencyCode;
  const stake = toMinorUnits(request.stake, currency, 'stake');
  const matchId = randomUUID();
  const token = challengeToken(options.linkSecret, matchId);
  await db.transaction(async (tx) => {
    const now = clock.now();
    await assertSaferPlayAllows({ db: tx, clock, userId, action: 'stake', currency, amount: stake });
    await tx.insert(matches).values({
      id: matchId,
      mode: 'challenge',
      status: 'open',
      createdBy: userId,
      currency,
      entryFee: stake,
      numberOfQuestions: request.numberOfQuestions,
      difficulty: request.difficulty,
      rakeBasisPoints: CONTEST_RAKE_PERCENT_DEFAULT * 100,
      prizeShares: [10_000],
      minEntrants: 2,
      maxEntrants: 2,
      expiresAt: new Date(now.getTime() + CHALLENGE_VALID_HOURS * HOUR_MS),
      linkTokenHash: hashChallengeToken(token),
      createdAt: now,
      updatedAt: now,
    });
    await placeChallengeStake({ db: tx, clock, matchId, userId, walletId: wallet.id, amount: stake });
    const drawn = await challengeMode.planClipSet({
      db: tx,
      now,
      userId,
      filters: { difficulty: request.difficulty },
      numberOfQuestions: request.numberOfQuestions,
      random: options.random ?? cryptoRandom,
    });
    await tx
      .insert(matchQuestions)
      .values(drawn.map(({ clipId }, questionIndex) => ({ matchId, questionIndex, clipId })));
  });
  return { matchId, token };
}
