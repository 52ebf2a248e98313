import { useState } from 'react';
import { CrownIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useCancelSubscription } from '@/lib/plans/cancel-subscription.ts';
import { usePlanStatus } from '@/lib/plans/get-plan-status.ts';
import { freeGamesLeftText, renewalText, UPGRADE_TO_PREMIUM_LABEL } from '@/lib/plans/plan-text.ts';
import { LazyPremiumDialog } from './lazy-premium-dialog.tsx';

/** The player's plan on the dashboard and in Settings: what it allows, its renewal, upgrade or cancel. */
export function PlanCard({ userId }: { userId: string }) {
  const status = usePlanStatus(userId);
  const cancel = useCancelSubscription(userId);
  const [upgrading, setUpgrading] = useState(false);

  if (status.isPending) {
    return (
      <Card>
        <CardContent className="flex flex-col gap-3">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-8 w-40" />
        </CardContent>
      </Card>
    );
  }
  if (status.isError) return null;
  const plan = status.data;
  const subscription = plan.subscription;

  function handleCancel() {
    cancel.mutate(undefined, {
      onSuccess: () => toast.success('Premium cancelled', { description: 'It stays on until the paid month ends.' }),
      onError: (failure) => toast.error('Could not cancel', { description: failure.message }),
    });
  }

  return (
    <Card aria-labelledby="plan-card-title">
      <CardHeader>
        <CardTitle id="plan-card-title" className="flex items-center gap-2">
          {plan.plan === 'premium' && <CrownIcon className="size-4 text-primary" aria-hidden="true" />}
          Your plan: {plan.plan === 'premium' ? 'Premium' : 'Free'}
          {plan.plan === 'premium' && <Badge>Premium</Badge>}
        </CardTitle>
        <CardDescription>
          {subscription
            ? `${formatMoney(subscription.price)} a month · unlimited games · ${plan.marginPercent}% house margin`
            : `${freeGamesLeftText(plan) ?? ''} · ${plan.marginPercent}% house margin`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {plan.notice && <Alert variant="error">{plan.notice.message}</Alert>}
        {subscription ? (
          <>
            <p className="text-sm" data-testid="plan-renewal">
              {renewalText(subscription)}
            </p>
            {!subscription.cancelAtPeriodEnd && (
              <Button variant="outline" onClick={handleCancel} disabled={cancel.isPending}>
                Cancel Premium
              </Button>
            )}
          </>
        ) : (
          <Button onClick={() => setUpgrading(true)}>{UPGRADE_TO_PREMIUM_LABEL}</Button>
        )}
      </CardContent>
      {upgrading && <LazyPremiumDialog userId={userId} status={plan} onClose={() => setUpgrading(false)} />}
    </Card>
  );
}
