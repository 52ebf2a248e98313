import { useSession } from '@/lib/auth/get-user.ts';
import { DashboardView } from '@/features/dashboard/components/dashboard-view.tsx';

export function DashboardRoute() {
  const session = useSession();
  return <DashboardView userId={session.user?.id} username={session.user?.username ?? ''} />;
}
