import { useState } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from 'lucide-react';
import { FREE_TIER_GAMES_PER_DAY, PREMIUM_PRICE_USD_PER_MONTH } from '@gom/contract/constants';
import { Badge } from '@/components/ui/badge.tsx';
import { LazyPremiumDialog } from '@/components/plans/lazy-premium-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { usePlanStatus } from '@/lib/plans/get-plan-status.ts';
import { CURRENT_PLAN_LABEL, UPGRADE_TO_PREMIUM_LABEL } from '@/lib/plans/plan-text.ts';
import { cn } from '@/utils/cn.ts';
import { SectionHeading } from './section-heading.tsx';

// The tiers of spec §1, enforced by the server. Signed out, every button goes to /signup; signed in, the
// player's own plan reads 'Current plan' (to the dashboard) and Free's Premium button buys Premium here.
const PLANS = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    period: 'forever',
    perks: [`${FREE_TIER_GAMES_PER_DAY} free games per day`, 'Basic leaderboard access', 'Community features'],
    cta: 'Start Free',
    featured: false,
  },
  {
    id: 'premium',
    name: 'Premium',
    price: `$${PREMIUM_PRICE_USD_PER_MONTH}`,
    period: 'per month',
    perks: ['Unlimited games', 'Higher prize pools', 'Exclusive tournaments', 'Priority support'],
    cta: 'Go Premium',
    featured: true,
  },
] as const;

export function PricingSection({ signedIn, userId }: { signedIn: boolean; userId?: string }) {
  const target = signedIn ? '/dashboard' : '/signup';
  const status = usePlanStatus(signedIn ? userId : undefined);
  const current = status.data?.plan;
  const [upgrading, setUpgrading] = useState(false);
  return (
    <section id="pricing" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading
        eyebrow="Pricing"
        title="Pick your plan"
        description="Start for free. Upgrade when you want more games and bigger prizes."
      />
      <div className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
        {PLANS.map((plan) => (
          <article
            key={plan.name}
            aria-labelledby={`plan-${plan.name}`}
            className={cn(
              'relative flex flex-col gap-6 rounded-2xl border bg-card p-8',
              plan.featured
                ? 'border-primary shadow-[0_0_0_1px_var(--primary),0_20px_60px_-20px_oklch(0.8_0.19_140/0.35)]'
                : 'border-border',
            )}
          >
            {plan.featured && <Badge className="absolute -top-3 left-8">Most popular</Badge>}
            <div className="flex flex-col gap-2">
              <h3 id={`plan-${plan.name}`} className="text-lg font-semibold">
                {plan.name}
              </h3>
              <p className="flex items-baseline gap-2">
                <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
                <span className="text-sm text-muted-foreground">{plan.period}</span>
              </p>
            </div>
            <ul className="flex flex-1 flex-col gap-3">
              {plan.perks.map((perk) => (
                <li key={perk} className="flex items-center gap-3 text-sm">
                  <CheckIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  {perk}
                </li>
              ))}
            </ul>
            {signedIn && current === 'free' && plan.id === 'premium' ? (
              <Button size="lg" onClick={() => setUpgrading(true)}>
                {UPGRADE_TO_PREMIUM_LABEL}
              </Button>
            ) : (
              <Button size="lg" variant={plan.featured ? 'default' : 'outline'} asChild>
                <Link to={target}>
                  {!signedIn ? plan.cta : current === plan.id ? CURRENT_PLAN_LABEL : 'Go to Dashboard'}
                </Link>
              </Button>
            )}
          </article>
        ))}
      </div>
      {upgrading && userId && status.data && (
        <LazyPremiumDialog userId={userId} status={status.data} onClose={() => setUpgrading(false)} />
      )}
    </section>
  );
}
