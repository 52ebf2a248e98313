import { Link } from 'react-router';
import { ArrowRightIcon, PlayIcon, TimerIcon } from 'lucide-react';
import type { Session } from '@/lib/auth/get-user.ts';
import { Button } from '@/components/ui/button.tsx';

/** A still of what a round looks like: the clip frozen before the strike, the clock, two choices. */
function ClipPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-6 rounded-[2rem] bg-primary/15 blur-3xl" />
      <div className="relative overflow-hidden rounded-2xl border border-border bg-card shadow-2xl">
        <div className="flex items-center justify-between border-b border-border px-4 py-3 text-xs">
          <span className="font-medium text-muted-foreground">Round 3/5</span>
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-500/15 px-2 py-0.5 font-semibold text-amber-300">
            <TimerIcon className="size-3.5" />
            7s
          </span>
        </div>
        <svg viewBox="0 0 400 220" className="block w-full">
          <defs>
            <linearGradient id="turf" x1="0" x2="0" y1="0" y2="1">
              <stop offset="0" stopColor="#1f6b3a" />
              <stop offset="1" stopColor="#134a27" />
            </linearGradient>
          </defs>
          <rect width="400" height="220" fill="url(#turf)" />
          {[0, 1, 2, 3, 4].map((stripe) => (
            <path
              key={stripe}
              d={`M${stripe * 100 - 40} 220 L${stripe * 80 + 40} 40 L${stripe * 80 + 80} 40 L${stripe * 100 + 10} 220Z`}
              fill="#ffffff"
              opacity="0.035"
            />
          ))}
          <path
            d="M20 210 L110 60 L290 60 L380 210"
            fill="none"
            stroke="#e8f5e9"
            strokeOpacity="0.55"
            strokeWidth="2"
          />
          <path d="M120 60 L150 30 L250 30 L280 60" fill="none" stroke="#e8f5e9" strokeOpacity="0.45" strokeWidth="2" />
          <rect
            x="150"
            y="6"
            width="100"
            height="30"
            fill="#ffffff"
            fillOpacity="0.06"
            stroke="#ffffff"
            strokeWidth="3"
          />
          <circle cx="193" cy="30" r="5" fill="#facc15" />
          <rect x="189" y="14" width="8" height="14" rx="3" fill="#facc15" />
          <circle cx="165" cy="112" r="5" fill="#f8fafc" />
          <rect x="161" y="95" width="8" height="15" rx="3" fill="#ef4444" />
          <circle cx="232" cy="100" r="5" fill="#f8fafc" />
          <rect x="228" y="83" width="8" height="15" rx="3" fill="#3b82f6" />
          <circle cx="204" cy="150" r="6" fill="#f8fafc" />
          <rect x="199" y="129" width="10" height="19" rx="3" fill="#ef4444" />
          <ellipse cx="214" cy="166" rx="7" ry="2.5" fill="#000" opacity="0.35" />
          <circle cx="213" cy="160" r="5" fill="#ffffff" />
        </svg>
        <div className="grid grid-cols-2 gap-3 p-4">
          <div className="rounded-lg bg-primary py-3 text-center font-bold tracking-wide text-primary-foreground">
            GOAL
          </div>
          <div className="rounded-lg border border-border bg-secondary py-3 text-center font-bold tracking-wide">
            MISS
          </div>
        </div>
      </div>
    </div>
  );
}

export function HeroSection({ session }: { session: Session }) {
  const signedIn = session.status === 'authenticated';
  return (
    <section id="home" className="pitch-lines relative overflow-hidden pt-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,oklch(0.8_0.19_140/0.16),transparent_55%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
        <div className="flex flex-col items-start gap-6">
          <span className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-medium text-primary">
            <span className="size-1.5 rounded-full bg-primary" />
            Real clips. Real stakes. Ten seconds to call it.
          </span>
          <h1 className="text-5xl font-extrabold tracking-tight sm:text-6xl lg:text-7xl">
            Predict. <span className="text-primary">Watch.</span> Win.
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Every clip freezes a moment before the strike. Read the run, the keeper and the angle, call GOAL or MISS
            before the clock runs out, then watch how it really ended.
          </p>
          <div className="flex flex-wrap gap-3">
            {signedIn ? (
              <>
                <Button size="lg" asChild>
                  <Link to="/dashboard">
                    Go to Dashboard
                    <ArrowRightIcon aria-hidden="true" />
                  </Link>
                </Button>
                <Button size="lg" variant="outline" asChild>
                  <Link to="/game">
                    <PlayIcon aria-hidden="true" />
                    Play Now
                  </Link>
                </Button>
              </>
            ) : (
              <>
                <Button size="lg" asChild>
                  <Link to="/signup">
                    Get Started Free
                    <ArrowRightIcon aria-hidden="true" />
                  </Link>
                </Button>
                <Button size="lg" variant="outline" asChild>
                  <Link to="/login">Sign In</Link>
                </Button>
              </>
            )}
          </div>
        </div>
        <ClipPreview />
      </div>
    </section>
  );
}
