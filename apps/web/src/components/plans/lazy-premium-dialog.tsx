import { lazy, Suspense } from 'react';
import type { PlanStatus } from '@gom/contract/plans';

// The purchase dialog is loaded when a player first opens it, so the landing page and the game screen do
// not carry it in their first bytes.
const PremiumDialog = lazy(() => import('./premium-dialog.tsx').then((m) => ({ default: m.PremiumDialog })));

export function LazyPremiumDialog(props: { userId: string; status: PlanStatus; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <PremiumDialog {...props} />
    </Suspense>
  );
}
