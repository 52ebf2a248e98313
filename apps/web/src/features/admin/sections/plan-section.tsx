import { formatMoney } from '@/lib/money/format-money.ts';
import { usePlayerPlan } from '../api/players.ts';
import { AdminSection } from '../components/admin-section.tsx';
import { formatTime, QueryView } from '../components/admin-table.tsx';

/** The player's plan as they see it: Free's games today, or Premium's subscription and its next renewal. */
export function PlanSection({ userId }: { userId: string }) {
  const plan = usePlayerPlan(userId);
  return (
    <AdminSection title="Plan">
      <QueryView query={plan} title="the plan">
        {(status) => (
          <dl aria-label="Plan" className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm md:grid-cols-2">
            <dt className="text-muted-foreground">Plan</dt>
            <dd>{status.plan === 'premium' ? 'Premium' : 'Free'}</dd>
            <dt className="text-muted-foreground">House margin</dt>
            <dd>{status.marginPercent}%</dd>
            {status.subscription ? (
              <>
                <dt className="text-muted-foreground">Price</dt>
                <dd>{formatMoney(status.subscription.price)} a month</dd>
                <dt className="text-muted-foreground">
                  {status.subscription.cancelAtPeriodEnd ? 'Ends (UTC)' : 'Renews (UTC)'}
                </dt>
                <dd>{formatTime(status.subscription.currentPeriodEnd)}</dd>
              </>
            ) : (
              <>
                <dt className="text-muted-foreground">Games today (UTC)</dt>
                <dd>
                  {status.gamesToday} of {status.dailyGameLimit}
                </dd>
              </>
            )}
            {status.notice && (
              <>
                <dt className="text-muted-foreground">Notice</dt>
                <dd>{status.notice.message}</dd>
              </>
            )}
          </dl>
        )}
      </QueryView>
    </AdminSection>
  );
}
