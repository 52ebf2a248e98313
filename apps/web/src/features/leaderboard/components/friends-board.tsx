import { UsersIcon } from 'lucide-react';
import { shownNameOf } from '@gom/contract/players';
import type { LeaderboardPeriod } from '@gom/contract/stats';
import { LoadErrorCard } from '@/components/load-error-card.tsx';
import { PlayerAvatar } from '@/components/player/player-avatar.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useFriendsLeaderboard } from '../api/get-friends-leaderboard.ts';
import { describeRankingRule } from '../utils/leaderboard-periods.ts';
import { LeaderboardTable } from './leaderboard-table.tsx';

const SKELETON_ROWS = 3;

/** The Friends board of one period: the player and their friends, ranked as the global board, then the unranked. */
export function FriendsBoard({ userId, period }: { userId: string; period: LeaderboardPeriod }) {
  const board = useFriendsLeaderboard(userId, period);

  if (board.isPending) {
    return (
      <Card>
        <CardContent className="flex flex-col gap-3" data-testid="friends-board-skeleton">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <Skeleton key={index} className="h-9 w-full" />
          ))}
        </CardContent>
      </Card>
    );
  }
  if (board.isError) {
    return <LoadErrorCard title="Failed to load your friends' board" onRetry={() => void board.refetch()} />;
  }

  const { rows, me, unranked, friendCount, minimumAnswered } = board.data;
  if (friendCount === 0) {
    return (
      <Card className="border-dashed">
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
            <UsersIcon className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold">No friends yet</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            Add a friend by their username or display name. Once they accept, you see each other here.
          </p>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{describeRankingRule(period, minimumAnswered)}</p>
      {rows.length > 0 ? (
        <Card className="py-2">
          <CardContent className="px-2 sm:px-4">
            <LeaderboardTable rows={rows} me={me} />
          </CardContent>
        </Card>
      ) : (
        <p className="text-sm text-muted-foreground">
          Nobody among you and your friends is ranked for this period yet.
        </p>
      )}
      {unranked.length > 0 && (
        <section aria-labelledby="friends-unranked-heading" className="flex flex-col gap-2">
          <h3 id="friends-unranked-heading" className="text-sm font-medium">
            Not ranked yet
          </h3>
          <ul className="flex flex-wrap gap-2" aria-label="Not ranked yet">
            {unranked.map((player) => (
              <li
                key={player.userId}
                className="flex items-center gap-2 rounded-full border border-border py-1 pr-3 pl-1 text-sm"
              >
                <PlayerAvatar player={player} />
                <span>{shownNameOf(player)}</span>
                {player.userId === userId && <span className="text-muted-foreground">(you)</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
