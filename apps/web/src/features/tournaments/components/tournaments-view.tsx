import { TrophyIcon } from 'lucide-react';
import type { TournamentSummary } from '@gom/contract/contests';
import { PageLayout } from '@/components/layouts/page-layout.tsx';
import { LoadErrorCard } from '@/components/load-error-card.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useTournaments } from '@/lib/tournaments/get-tournaments.ts';
import { TournamentCard } from './tournament-card.tsx';

// The Tournaments screen: what is live and coming up first (soonest first), then what has finished.

const UPCOMING: ReadonlySet<TournamentSummary['status']> = new Set(['live', 'scheduled']);

export function splitTournaments(tournaments: TournamentSummary[]) {
  const byStart = (a: TournamentSummary, b: TournamentSummary) => Date.parse(a.startsAt) - Date.parse(b.startsAt);
  return {
    upcoming: tournaments.filter((one) => UPCOMING.has(one.status)).sort(byStart),
    past: tournaments.filter((one) => !UPCOMING.has(one.status)).sort((a, b) => byStart(b, a)),
  };
}

function TournamentList({
  title,
  tournaments,
  userId,
}: {
  title: string;
  tournaments: TournamentSummary[];
  userId: string;
}) {
  if (tournaments.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {tournaments.map((tournament) => (
          <TournamentCard key={tournament.id} tournament={tournament} userId={userId} />
        ))}
      </div>
    </section>
  );
}

export function TournamentsView({ userId }: { userId: string }) {
  const tournaments = useTournaments();
  return (
    <PageLayout
      title="Tournaments"
      description="Every entrant plays the same fresh clips: live, all at the same second, or in their own time within a window. Most right calls, fastest, takes the pool."
    >
      {tournaments.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      ) : tournaments.isError ? (
        <LoadErrorCard title="Failed to load the tournaments" onRetry={() => void tournaments.refetch()} />
      ) : tournaments.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <TrophyIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <h2 className="font-semibold">No tournaments scheduled</h2>
            <p className="text-sm text-muted-foreground">New tournaments are announced here. Check back soon.</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <TournamentList
            title="Live and upcoming"
            tournaments={splitTournaments(tournaments.data).upcoming}
            userId={userId}
          />
          <TournamentList title="Finished" tournaments={splitTournaments(tournaments.data).past} userId={userId} />
        </>
      )}
    </PageLayout>
  );
}
