import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { usePlanStatus } from '@/lib/plans/get-plan-status.ts';
import { freeGamesLeftText, UPGRADE_LABEL } from '@/lib/plans/plan-text.ts';
import { LazyPremiumDialog } from './lazy-premium-dialog.tsx';

/**
 * The creation screen's plan line: 'N of 5 free games left today' on Free, and once the server
 * refused a game for the daily limit, its message with an 'Upgrade' button. Nothing on Premium.
 */
export function DailyGamesNotice({ userId, limitMessage }: { userId: string; limitMessage: string | null }) {
  const status = usePlanStatus(userId || undefined);
  const [upgrading, setUpgrading] = useState(false);
  if (!status.isSuccess) return null;
  const free = status.data.plan === 'free';
  const left = freeGamesLeftText(status.data);
  return (
    <>
      {!free ? null : limitMessage ? (
        <Alert variant="error" className="items-center justify-between">
          <span>{limitMessage}</span>
          <Button size="sm" onClick={() => setUpgrading(true)}>
            {UPGRADE_LABEL}
          </Button>
        </Alert>
      ) : (
        left && (
          <p className="text-sm text-muted-foreground" data-testid="free-games-left">
            {left}
          </p>
        )
      )}
      {/* Kept mounted once the plan turns Premium, so the purchase's own callbacks still run. */}
      {upgrading && <LazyPremiumDialog userId={userId} status={status.data} onClose={() => setUpgrading(false)} />}
    </>
  );
}
