import { Link } from 'react-router';
import { ArrowRightIcon, PlayIcon, TimerIcon } from 'lucide-react';
import type { Session } from '@/lib/auth/get-user.ts';
import { Button } from '@/components/ui/button.tsx';
import renderedFrame from '../assets/rendered-frame.webp';

// A real frame from the clip renderer: the last frame of a demo clip's pre-answer video (the moment a round
// freezes on), extracted with ffmpeg and stored as WebP (~23 kB). Re-take it when the renderer's look changes.
const RENDERED_FRAME_WIDTH = 854;
const RENDERED_FRAME_HEIGHT = 480;

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
        <img
          src={renderedFrame}
          width={RENDERED_FRAME_WIDTH}
          height={RENDERED_FRAME_HEIGHT}
          alt=""
          decoding="async"
          className="block aspect-video h-auto w-full object-cover"
        />
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
            Simulated clips, never seen before. Real stakes. Ten seconds to call it.
          </span>
          <h1 className="text-5xl font-extrabold tracking-tight sm:text-6xl lg:text-7xl">
            Predict. <span className="text-primary">Watch.</span> Win.
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Every clip is a simulated chance made for you and never shown to anyone before, frozen a moment before the
            strike. Read the run, the keeper and the angle, call GOAL or MISS before the clock runs out, then watch how
            it ended.
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
