// The player's figures, read by the dashboard and the profile. Everything under the root key
// changes when a game settles, so one invalidation of `playerFiguresQueryKey(userId)` refreshes stats
// and every history page at once.
export const playerFiguresQueryKey = (userId: string) => ['player-figures', userId] as const;
export const playerStatsQueryKey = (userId: string) => [...playerFiguresQueryKey(userId), 'stats'] as const;
export const gameHistoryQueryKey = (userId: string, page: number, pageSize: number) =>
  [...playerFiguresQueryKey(userId), 'games', page, pageSize] as const;
