import { useSession } from '@/lib/auth/get-user.ts';
import { DashboardView } from '@/features/dashboard/components/dashboard-view.tsx';
import { BreakNotice } from '@/components/safer-play/break-notice.tsx';
import { ChallengesCard } from '@/features/challenges/components/challenges-card.tsx';

export function DashboardRoute() {
  const session = useSession();
  return (
    <>
      <BreakNotice userId={session.user?.id} />
      <DashboardView
        userId={session.user?.id}
        username={session.user?.username ?? ''}
        cards={session.user && <ChallengesCard userId={session.user.id} />}
      />
    </>
  );
}
