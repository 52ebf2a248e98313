import { CoinsIcon, EyeIcon, ShieldCheckIcon, TrophyIcon, VideoIcon, ZapIcon } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const FEATURES = [
  {
    icon: VideoIcon,
    title: 'Never-seen clips',
    text: 'Simulated shots and free kicks for the leagues and seasons you choose, each one new, shown once and frozen before the strike.',
  },
  {
    icon: ZapIcon,
    title: 'Live, timed rounds',
    text: 'Questions arrive in real time and every call is against the clock. No second guesses.',
  },
  {
    icon: EyeIcon,
    title: 'Video verification',
    text: 'After each call, watch the full action play out to see exactly what happened.',
  },
  {
    icon: CoinsIcon,
    title: 'Multi-currency wallets',
    text: 'Hold USD, EUR, GBP, NGN, USDT or USDC and fund them through a secure payment link.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Fair by design',
    text: 'The server keeps the clock and the outcomes. Nothing about a clip gives the answer away.',
  },
  {
    icon: TrophyIcon,
    title: 'Climb the leaderboard',
    text: 'Every correct call counts. Measure your football brain against players everywhere.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section id="features" className="border-t border-border bg-card/40">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <SectionHeading
          eyebrow="Features"
          title="Built for people who read the game"
          description="Everything you need to turn football instinct into winnings."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="flex gap-4 rounded-xl border border-border bg-background/60 p-6">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
                <feature.icon className="size-5" aria-hidden="true" />
              </span>
              <div className="flex flex-col gap-1.5">
                <h3 className="font-semibold">{feature.title}</h3>
                <p className="text-sm text-muted-foreground">{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
