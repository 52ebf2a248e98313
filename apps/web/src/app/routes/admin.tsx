import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { AdminLayout } from '@/features/admin/components/admin-layout.tsx';
import { useSession } from '@/lib/auth/get-user.ts';
import { NotFoundRoute } from './not-found.tsx';

/**
 * /admin: the console, for operators only. Anyone else, a player or a visitor, sees the 404 page, so
 * the console does not even say it exists; its API refuses them too (403).
 */
export function AdminRoute() {
  const session = useSession();
  if (session.status === 'loading') return <FullPageLoader />;
  if (session.user?.role !== 'operator') return <NotFoundRoute />;
  return <AdminLayout />;
}
