import { TrophyIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { PageLayout } from '@/components/layouts/page-layout.tsx';

// Placeholder until the feature's own issue replaces it: honest about what is not there yet.
export function LeaderboardRoute() {
  return (
    <PageLayout title="Leaderboard">
      <ComingSoon icon={<TrophyIcon aria-hidden="true" />} title="The leaderboard is coming soon">
        See how your calls compare with players everywhere. The leaderboard arrives in a coming release.
      </ComingSoon>
    </PageLayout>
  );
}
