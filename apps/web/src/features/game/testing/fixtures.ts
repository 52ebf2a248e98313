import { DIFFICULTY_LEVELS, type GameConfig, type GameOptions } from '@gom/contract/games';
import type { Answer, GameEndedPayload, Question } from '@gom/contract/socket';
import type { GameRecap } from '@gom/contract/stats';
import type { Transaction } from '@gom/contract/transactions';
import type { User } from '@gom/contract/users';
import type { Wallet } from '@gom/contract/wallets';
import { mockFetch } from '@/testing/render-app.tsx';

// Sample answers for the game feature's tests.

export const USER: User = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Striker',
  username: 'ada_s',
  email: 'ada@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const USD_WALLET: Wallet = {
  id: 'w-usd',
  currency: 'USD',
  default: true,
  balance: { value: 50, currency: 'USD' },
  available: { value: 20, currency: 'USD' },
};

export const EUR_WALLET: Wallet = {
  id: 'w-eur',
  currency: 'EUR',
  default: false,
  balance: { value: 3, currency: 'EUR' },
  available: { value: 3, currency: 'EUR' },
};

export const OPTIONS: GameOptions = { leagues: ['Atlantic Premier', 'Northern Cup'], years: [2019, 2020, 2021] };

// Declared apart from its type so it fits whichever extra rules the contract lists (margin, odds floor).
const CONFIG_VALUES = {
  questionsMin: 5,
  questionsMax: 10,
  secondsPerQuestion: 10,
  graceSeconds: 1,
  clipWaitSeconds: 3,
  pauseBetweenQuestionsSeconds: 6,
  passRatio: 0.7,
  stakeMin: 1,
  stakeMax: 10,
  stakeStep: 0.1,
  quoteValiditySeconds: 120,
  startWithinSeconds: 90,
  houseMargin: 0.08,
  minimumOdds: 1.01,
  difficulties: [...DIFFICULTY_LEVELS],
  defaultDifficulty: 'normal' as const,
};
export const CONFIG: GameConfig = CONFIG_VALUES;

export const GAME_ID = 'g1';
export const ODDS = 1.68;
/** The server's quote for a $5 stake: it states the payout of a win itself. */
export const ODDS_QUOTE = {
  odds: ODDS,
  potentialPayout: { value: 8.4, currency: 'USD' },
  expiresAt: '2030-01-01T00:00:00.000Z',
};

export function question(index: number): Question {
  return {
    preVideoLink: `/api/media/pre-${index}.mp4`,
    postVideoLink: `/api/media/post-${index}.mp4`,
    originalVideoLink: `https://video.example/original-${index}`,
  };
}

type Route = Parameters<typeof mockFetch>[0][string];

/** The game's API as the server answers it; override any route. */
export function serveGameApi(overrides: Record<string, Route> = {}, transactions: Transaction[] = []) {
  return mockFetch({
    'GET /api/games/options': { status: 200, body: { data: OPTIONS } },
    'GET /api/games/config': { status: 200, body: { data: CONFIG } },
    [`GET /api/users/${USER.id}/wallets`]: { status: 200, body: { data: [USD_WALLET, EUR_WALLET] } },
    [`GET /api/users/${USER.id}/transactions`]: { status: 200, body: { data: transactions } },
    'POST /api/games/odds': { status: 200, body: { data: ODDS_QUOTE } },
    [`POST /api/users/${USER.id}/games`]: { status: 201, body: { data: { gameId: GAME_ID } } },
    ...overrides,
  });
}

/** A gameEnded payload as the server settles it; by default a 4/5 win of a $5 stake at 1.68. */
export function gameEnded(overrides: Partial<GameEndedPayload> = {}): GameEndedPayload {
  return {
    score: 4,
    totalQuestions: 5,
    reason: 'completed',
    difficulty: 'normal',
    answered: 5,
    won: true,
    payout: { value: 8.4, currency: 'USD' },
    stake: { value: 5, currency: 'USD' },
    net: { value: 3.4, currency: 'USD' },
    winningsTransactionId: 'tx-win',
    ...overrides,
  };
}

/** A recap as the server reads it back; by default the 4/5 win above: question 3 called wrong. */
export function gameRecap(overrides: Partial<GameRecap> = {}): GameRecap {
  const calls: Array<[Answer, Answer]> = [
    ['goal', 'goal'],
    ['miss', 'miss'],
    ['goal', 'miss'],
    ['miss', 'miss'],
    ['goal', 'goal'],
  ];
  return {
    id: GAME_ID,
    endedAt: '2026-01-05T12:00:00.000Z',
    league: 'Premier League',
    difficulty: 'normal',
    odds: 1.68,
    totalQuestions: 5,
    score: 4,
    answered: 5,
    reason: 'completed',
    won: true,
    stake: { value: 5, currency: 'USD' },
    payout: { value: 8.4, currency: 'USD' },
    net: { value: 3.4, currency: 'USD' },
    winningsTransaction: { id: 'tx-win', reference: 'GOM-WIN00001' },
    questions: calls.map(([answer, outcome], questionIndex) => ({
      questionIndex,
      sent: true,
      answer,
      outcome,
      isCorrect: answer === outcome,
      postVideoLink: `/api/media/post-${questionIndex}`,
      posterLink: `/api/media/poster-${questionIndex}`,
    })),
    ...overrides,
  };
}
