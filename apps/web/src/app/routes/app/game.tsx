import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '@/lib/auth/get-user.ts';
import { contestGameOf } from '@/lib/contests/contest-game-path.ts';
import { GameView } from '@/features/game/components/game-view.tsx';
import { RealityCheckDialog } from '@/components/safer-play/reality-check-dialog.tsx';

// Inside RequireAuth, so the user is normally known; the game screen still has its own
// 'Authentication Required' card for a session that ends while it is open (spec §2, mode 1).
export function GameRoute() {
  const session = useSession();
  const [search] = useSearchParams();
  // A challenge's side, and a playing window's entry, are played here too: their page sends the player with the
  // entry's game in the query.
  const contestEntry = useMemo(() => contestGameOf(search), [search]);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6 lg:p-8">
      {session.user && <RealityCheckDialog userId={session.user.id} />}
      <GameView user={session.user} contestEntry={contestEntry} />
    </div>
  );
}
