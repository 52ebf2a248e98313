import type { Achievement, GameHistoryItem, GameHistoryPage, LeaderboardRow, PlayerStats } from '@gom/contract/stats';
import type { User } from '@gom/contract/users';

// Server answers for the player screens (profile, stats, history, leaderboard), for tests only.

/** The signed-in player of the profile screens' tests. */
export const PROFILE_USER: User = {
  id: 'u1',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  createdAt: '2026-01-10T00:00:00.000Z',
};

export const LOCKED_ACHIEVEMENTS: Achievement[] = [
  { id: 'first-win', name: 'First Win', description: 'Win a game.', earnedAt: null },
  {
    id: 'sharpshooter',
    name: 'Sharpshooter',
    description: 'Call every clip of a game of 5 or more questions.',
    earnedAt: null,
  },
  { id: 'survivor', name: 'Survivor', description: 'Win a 10-question game.', earnedAt: null },
];

export function newPlayerStats(): PlayerStats {
  return {
    gamesPlayed: 0,
    gamesWon: 0,
    questionsAnswered: 0,
    correctPredictions: 0,
    accuracy: 0,
    totalWinnings: [],
    currentStreak: 0,
    bestStreak: 0,
    globalRank: null,
    level: 1,
    nextLevelIn: 10,
    achievements: LOCKED_ACHIEVEMENTS,
  };
}

export function playerStats(overrides: Partial<PlayerStats> = {}): PlayerStats {
  return {
    gamesPlayed: 17,
    gamesWon: 9,
    questionsAnswered: 120,
    correctPredictions: 83,
    accuracy: 69,
    totalWinnings: [
      { value: 8.4, currency: 'USD' },
      { value: -2, currency: 'EUR' },
    ],
    currentStreak: 3,
    bestStreak: 4,
    globalRank: 12,
    level: 4,
    nextLevelIn: 7,
    achievements: [
      { ...LOCKED_ACHIEVEMENTS[0]!, earnedAt: '2026-03-02T10:00:00.000Z' },
      LOCKED_ACHIEVEMENTS[1]!,
      LOCKED_ACHIEVEMENTS[2]!,
    ],
    ...overrides,
  };
}

export function historyItem(index: number, overrides: Partial<GameHistoryItem> = {}): GameHistoryItem {
  return {
    id: `game-${index}`,
    endedAt: new Date(Date.now() - (index + 1) * 60 * 60_000).toISOString(),
    league: 'Premier League',
    questions: 5,
    score: 4,
    result: 'Win',
    lastCall: 'Goal',
    stake: { value: 2, currency: 'USD' },
    payout: { value: 10.4, currency: 'USD' },
    net: { value: 8.4, currency: 'USD' },
    odds: 5.2,
    ...overrides,
  };
}

export function historyPage(items: GameHistoryItem[], page = 1, pageSize = 10, total = items.length): GameHistoryPage {
  return { items, page, pageSize, total };
}

export function leaderboardRow(rank: number, overrides: Partial<LeaderboardRow> = {}): LeaderboardRow {
  return {
    rank,
    userId: `user-${rank}`,
    username: `player${rank}`,
    displayName: null,
    avatarColor: null,
    games: 20 - rank,
    correctPredictions: 100 - rank,
    accuracy: 80 - rank,
    wonGames: 10 - rank,
    ...overrides,
  };
}
