import type { AdminTournament, Standing, TournamentSummary } from '@gom/contract/contests';
import type { Wallet } from '@gom/contract/wallets';

// Server answers for the Tournaments screens' tests.

export const USER_ID = 'u1';
export const TOURNAMENT_ID = '0b7c6f0e-2f6d-4d43-9d8a-5b1f3c2a9e10';
const HOUR_MS = 3_600_000;

export function tournament(overrides: Partial<TournamentSummary> = {}): TournamentSummary {
  return {
    id: TOURNAMENT_ID,
    name: 'Friday Night Shootout',
    status: 'scheduled',
    format: 'live',
    startsAt: new Date(Date.now() + 2 * HOUR_MS).toISOString(),
    endsAt: new Date(Date.now() + 3 * HOUR_MS).toISOString(),
    entryFee: { value: 5, currency: 'USD' },
    numberOfQuestions: 5,
    difficulty: 'normal',
    entrants: 12,
    minEntrants: 2,
    maxEntrants: 100,
    prizePool: { value: 54, currency: 'USD' },
    rakePercent: 10,
    prizeSplit: 'Top 10 % share the pool',
    places: [{ fromPlace: 1, toPlace: 1, percent: 100 }],
    premiumOnly: false,
    entryId: null,
    entryPlay: null,
    ...overrides,
  };
}

export function adminTournament(overrides: Partial<AdminTournament> = {}): AdminTournament {
  return {
    ...tournament(),
    clipsRendered: 3,
    clipsTotal: 5,
    createdBy: 'op1',
    cancelReason: null,
    audit: {
      feesIn: { value: 60, currency: 'USD' },
      prizes: { value: 0, currency: 'USD' },
      rake: { value: 0, currency: 'USD' },
      refunds: { value: 0, currency: 'USD' },
      poolBalance: { value: 60, currency: 'USD' },
      flaggedEntrants: 0,
    },
    ...overrides,
  };
}

export function standing(rank: number, overrides: Partial<Standing> = {}): Standing {
  return {
    userId: `p${rank}`,
    username: `player${rank}`,
    displayName: null,
    avatarColor: null,
    rank,
    correct: 6 - rank,
    answered: 5,
    totalAnswerMs: 10_000 + rank * 1_234,
    prize: null,
    ...overrides,
  };
}

export const USD_WALLET: Wallet = {
  id: 'w-usd',
  currency: 'USD',
  default: true,
  balance: { value: 50, currency: 'USD' },
  available: { value: 50, currency: 'USD' },
};
export const EUR_WALLET: Wallet = {
  id: 'w-eur',
  currency: 'EUR',
  default: false,
  balance: { value: 20, currency: 'EUR' },
  available: { value: 20, currency: 'EUR' },
};
