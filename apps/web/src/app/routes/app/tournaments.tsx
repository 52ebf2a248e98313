import { useParams } from 'react-router';
import { useSession } from '@/lib/auth/get-user.ts';
import { TournamentPage } from '@/features/tournaments/components/tournament-page.tsx';
import { TournamentsView } from '@/features/tournaments/components/tournaments-view.tsx';

// Inside RequireAuth: the user is known. The list and one tournament's page share this chunk.

export function TournamentsRoute() {
  const session = useSession();
  return <TournamentsView userId={session.user?.id ?? ''} />;
}

export function TournamentRoute() {
  const session = useSession();
  const { tournamentId = '' } = useParams();
  return <TournamentPage key={tournamentId} tournamentId={tournamentId} userId={session.user?.id ?? ''} />;
}
