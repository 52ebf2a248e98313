import { useSession } from '@/lib/auth/get-user.ts';
import { TransactionsView } from '@/features/transactions/components/transactions-view.tsx';

// Inside RequireAuth, so the user is known; the query waits for the id all the same (spec §7).
export function TransactionsRoute() {
  const session = useSession();
  return <TransactionsView userId={session.user?.id ?? ''} />;
}
