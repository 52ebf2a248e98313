import { GamepadIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { PageLayout } from '@/components/layouts/page-layout.tsx';

// Placeholder until the feature's own issue replaces it: honest about what is not there yet.
export function GameRoute() {
  return (
    <PageLayout title="Play Game">
      <ComingSoon icon={<GamepadIcon aria-hidden="true" />} title="Games open in the next release">
        Create a match, watch the clips and call GOAL or MISS against the clock. The game arrives in the next release.
      </ComingSoon>
    </PageLayout>
  );
}
