import { Link } from 'react-router';
import { ArrowLeftIcon, ExternalLinkIcon, Loader2Icon, LockIcon } from 'lucide-react';
import type { ClipAbout } from '@gom/contract/media';
import { Logo } from '@/components/logo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { useClipAbout } from '../api/get-clip-about.ts';

// 'Original Video' (spec §2: opens in a new tab): the answered clip on a page of the product's own, with where
// it is from (league, fixture, season, goal type), rather than a bare video file. The link's token is the
// capability; the page shows the server's refusal as it comes while the question is still open.

function Facts({ about }: { about: ClipAbout }) {
  const rows: Array<[string, string]> = [
    ['League', about.league],
    ['Fixture', about.fixture ? `${about.fixture.attackingTeam} v ${about.fixture.defendingTeam}` : 'Not recorded'],
    ['Season', String(about.seasonYear)],
    ['Goal type', about.goalType],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="clip-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OriginalVideoPage({ token }: { token: string }) {
  const about = useClipAbout(token);
  const result = about.data;

  return (
    <main className="pitch-lines mx-auto flex min-h-svh w-full max-w-4xl flex-col gap-6 px-3 py-6 sm:px-6">
      <header className="flex items-center justify-between gap-3">
        <Link to="/" aria-label="Goal or Miss home">
          <Logo />
        </Link>
        <Button variant="outline" size="sm" asChild>
          <Link to="/game">
            <ArrowLeftIcon aria-hidden="true" />
            Back to the game
          </Link>
        </Button>
      </header>
      <Card className="gap-4">
        <CardHeader>
          <h1 className="text-xl leading-none font-semibold tracking-tight">Original Video</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {about.isPending && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
              Loading the clip…
            </p>
          )}
          {about.isError && <p role="alert">This video is not available right now. Please try again later.</p>}
          {result?.kind === 'refused' && (
            <p role="alert" className="flex items-center gap-2" data-testid="clip-refused">
              <LockIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {result.message}
            </p>
          )}
          {result?.kind === 'found' && (
            <>
              <div className="aspect-video w-full overflow-hidden rounded-lg border border-border bg-black">
                <video
                  src={`/api/media/${encodeURIComponent(token)}`}
                  data-testid="original-video"
                  className="size-full object-contain"
                  controls
                  autoPlay
                  muted
                  playsInline
                  preload="auto"
                />
              </div>
              <Facts about={result.about} />
              {result.about.simulated && (
                <p className="text-xs text-muted-foreground">
                  A simulated clip, made for one game and never shown before it.
                </p>
              )}
              {result.about.sourceUrl && (
                <Button variant="outline" asChild className="self-start">
                  <a href={result.about.sourceUrl} target="_blank" rel="noopener noreferrer">
                    <ExternalLinkIcon aria-hidden="true" />
                    Source footage
                  </a>
                </Button>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
