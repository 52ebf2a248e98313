import { useSession } from '@/lib/auth/get-user.ts';
import { WalletView } from '@/features/wallet/components/wallet-view.tsx';

// Inside RequireAuth, so the user is known; the wallet queries wait for the id all the same (spec §7).
export function WalletRoute() {
  const session = useSession();
  return <WalletView userId={session.user?.id ?? ''} />;
}
