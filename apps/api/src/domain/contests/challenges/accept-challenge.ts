import {
  CHALLENGE_CURRENCY_MESSAGE,
  CHALLENGE_EXPIRED_MESSAGE,
  CHALLENGE_OWN_MESSAGE,
  CHALLENGE_PLAY_HOURS,
  CHALLENGE_TAKEN_MESSAGE,
  type AcceptChallengeRequest,
} from '@gom/contract/contests';
import type { CurrencyCode } from '@gom/contract/money';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { matches } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { makeFriends } from '../../community/make-friends.ts';
import { DomainError } from '../../domain-error.ts';
import { assertSaferPlayAllows } from '../../safer-play/assert-safer-play-allows.ts';
import { findWallet } from '../../wallets/find-wallet.ts';
import { WALLET_NOT_FOUND_MESSAGE } from '../../wallets/wallet-constants.ts';
import { hashChallengeToken } from './challenge-link.ts';
import { CHALLENGE_LINK_INVALID_MESSAGE } from './challenge-messages.ts';
import { placeChallengeStake } from './challenge-stakes.ts';
import { lockChallenge } from './lock-challenge.ts';

const HOUR_MS = 3_600_000;

/**
 * The friend takes the challenge its link names, in one transaction under the match's lock (two accepts at once:
 * the second waits, then finds it taken): the same stake held from their wallet in the challenge's currency, the two
 * made friends (makeFriends: a full friends list does not stop the challenge), and the match accepted, to be
 * played by both within CHALLENGE_PLAY_HOURS. Accepting again answers the same challenge.
 */
export async function acceptChallenge(options: {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  request: AcceptChallengeRequest;
}): Promise<{ matchId: string }> {
  const { db, clock, userId, request } = options;
  const [found] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.linkTokenHash, hashChallengeToken(request.token)), eq(matches.mode, 'challenge')));
  if (!found) throw new DomainError('NOT_FOUND', CHALLENGE_LINK_INVALID_MESSAGE);
  return db.transaction(async (tx) => {
    const match = await lockChallenge(tx, found.id);
    if (!match) throw new DomainError('NOT_FOUND', CHALLENGE_LINK_INVALID_MESSAGE);
    if (match.createdBy === userId) throw new DomainError('BUSINESS_RULE', CHALLENGE_OWN_MESSAGE);
    if (match.acceptedBy === userId) return { matchId: match.id };
    if (match.acceptedBy !== null) throw new DomainError('CONFLICT', CHALLENGE_TAKEN_MESSAGE);
    const now = clock.now();
    if (match.status !== 'open' || match.expiresAt! <= now) {
      throw new DomainError('BUSINESS_RULE', CHALLENGE_EXPIRED_MESSAGE);
    }
    const wallet = await findWallet({ db: tx, userId, walletId: request.walletId });
    if (!wallet) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE, { walletId: WALLET_NOT_FOUND_MESSAGE });
    if (wallet.currency !== match.currency) {
      throw new DomainError('BUSINESS_RULE', CHALLENGE_CURRENCY_MESSAGE, { walletId: CHALLENGE_CURRENCY_MESSAGE });
    }
    const stake = match.entryFee!;
    const currency = wallet.currency as CurrencyCode;
    await assertSaferPlayAllows({ db: tx, clock, userId, action: 'stake', currency, amount: stake });
    await placeChallengeStake({ db: tx, clock, matchId: match.id, userId, walletId: wallet.id, amount: stake });
    await makeFriends({ db: tx, clock, userId, otherUserId: match.createdBy! });
    await tx
      .update(matches)
      .set({
        status: 'accepted',
        acceptedBy: userId,
        acceptedAt: now,
        endsAt: new Date(now.getTime() + CHALLENGE_PLAY_HOURS * HOUR_MS),
        updatedAt: now,
      })
      .where(eq(matches.id, match.id));
    return { matchId: match.id };
  });
}
