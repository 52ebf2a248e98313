import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { cn } from '@/utils/cn.ts';
import type { Verdict } from '../utils/verdict.ts';

// The verdict in large type where the GOAL and MISS buttons were (they have done their job for this clip):
// how the call went, the call against the outcome, and the running score. It pops in once; with reduced
// motion it simply appears.

export type VerdictBannerProps = {
  verdict: Verdict;
  correct: number;
  answered: number;
};

const TONE = {
  right: 'border-emerald-400/70 bg-emerald-500/15 text-emerald-50',
  wrong: 'border-red-500/70 bg-red-500/15 text-red-50',
} as const;

export function VerdictBanner({ verdict, correct, answered }: VerdictBannerProps) {
  const Icon = verdict.tone === 'right' ? CheckCircle2Icon : XCircleIcon;
  return (
    <div
      role="status"
      data-testid="verdict"
      data-tone={verdict.tone}
      className={cn(
        'flex items-center gap-3 rounded-xl border-2 px-3 py-2.5 sm:gap-4 sm:px-4 motion-safe:animate-[verdict-pop_450ms_cubic-bezier(0.2,1.4,0.4,1)_both]',
        TONE[verdict.tone],
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-10 shrink-0 sm:size-12', verdict.tone === 'right' ? 'text-emerald-400' : 'text-red-400')}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="text-2xl leading-tight font-black tracking-tight sm:text-3xl" data-testid="verdict-headline">
          {verdict.headline}
        </p>
        <p className="text-base font-semibold sm:text-lg" data-testid="verdict-detail">
          {verdict.detail}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end" data-testid="verdict-score">
        <span className="text-xs text-current/70">Score</span>
        <span className="text-2xl font-black tabular-nums sm:text-3xl">
          {correct}/{answered}
        </span>
        <span className="text-xs text-current/70">right so far</span>
      </div>
    </div>
  );
}
