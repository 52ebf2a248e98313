import { CircleCheckBigIcon, SlidersHorizontalIcon, TimerIcon, VideoIcon } from 'lucide-react';
import { SECONDS_PER_QUESTION } from '@gom/contract/constants';
import { SectionHeading } from './section-heading.tsx';

const STEPS = [
  {
    icon: SlidersHorizontalIcon,
    title: 'Set up your match',
    text: 'Pick how many clips, the league, the seasons and your stake. You see the odds and your potential payout before you play.',
  },
  {
    icon: VideoIcon,
    title: 'Watch the build-up',
    text: 'Each clip runs up to the decisive moment and stops just before the shot or free kick is taken.',
  },
  {
    icon: TimerIcon,
    title: 'Make the call',
    text: `GOAL or MISS? You have ${SECONDS_PER_QUESTION} seconds to decide before the clock runs out.`,
  },
  {
    icon: CircleCheckBigIcon,
    title: 'See the verdict',
    text: 'The full clip plays out. Call enough of them right and your stake pays out at the odds you locked in.',
  },
] as const;

export function HowItWorksSection() {
  return (
    <section id="how-it-works" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading
        eyebrow="How It Works"
        title="Four steps from kick-off to payout"
        description="A round takes seconds. Reading the game takes a lifetime."
      />
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative flex flex-col gap-3 rounded-xl border border-border bg-card p-6">
            <span className="absolute top-5 right-5 text-sm font-semibold text-muted-foreground">0{index + 1}</span>
            <span className="flex size-11 items-center justify-center rounded-lg bg-primary/15 text-primary">
              <step.icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="font-semibold">{step.title}</h3>
            <p className="text-sm text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
