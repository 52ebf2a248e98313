import { LeaderboardView } from '@/features/leaderboard/components/leaderboard-view.tsx';

export function LeaderboardRoute() {
  return <LeaderboardView />;
}
