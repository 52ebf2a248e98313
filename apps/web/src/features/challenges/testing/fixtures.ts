import type { Challenge } from '@gom/contract/contests';
import type { Wallet } from '@gom/contract/wallets';

// Sample answers for the challenges' tests.

export const CREATOR_ID = 'u-creator';
export const FRIEND_ID = 'u-friend';

export const USD_WALLET: Wallet = {
  id: 'w-usd',
  currency: 'USD',
  default: true,
  balance: { value: 50, currency: 'USD' },
  available: { value: 50, currency: 'USD' },
};

const identity = (userId: string, username: string) => ({ userId, username, displayName: null, avatarColor: null });

export function challenge(overrides: Partial<Challenge> = {}): Challenge {
  return {
    id: 'c1',
    status: 'open',
    stake: { value: 2, currency: 'USD' },
    numberOfQuestions: 5,
    difficulty: 'normal',
    rakePercent: 10,
    prize: { value: 3.6, currency: 'USD' },
    createdBy: identity(CREATOR_ID, 'creator'),
    expiresAt: '2030-01-16T12:00:00.000Z',
    endsAt: null,
    link: null,
    entries: [
      {
        ...identity(CREATOR_ID, 'creator'),
        gameId: null,
        correct: null,
        totalAnswerMs: null,
        played: false,
        answers: null,
      },
    ],
    winnerId: null,
    ...overrides,
  };
}

export function playedEntry(userId: string, username: string, correct: number, calls: boolean[]) {
  return {
    ...identity(userId, username),
    gameId: `g-${username}`,
    correct,
    totalAnswerMs: 8_400,
    played: true,
    answers: calls.map((isCorrect, questionIndex) => ({
      questionIndex,
      answer: isCorrect ? 'goal' : 'miss',
      isCorrect,
    })),
  };
}
