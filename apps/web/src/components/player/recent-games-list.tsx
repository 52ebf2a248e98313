import type { GameHistoryItem } from '@gom/contract/stats';
import { formatRelativeTime } from '@/utils/format-relative-time.ts';
import { GameResultBadge } from './game-result-badge.tsx';
import { SignedAmount } from './signed-amount.tsx';

// The latest settled games as the dashboard and the profile show them: result, the last call, when,
// and what the game gained or lost.

export function RecentGamesList({ games, now = Date.now() }: { games: GameHistoryItem[]; now?: number }) {
  return (
    <ul aria-label="Recent games" className="flex flex-col divide-y divide-border">
      {games.map((game) => (
        <li key={game.id} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="flex min-w-0 items-center gap-3">
            <GameResultBadge result={game.result} />
            <div className="flex min-w-0 flex-col">
              <span className="truncate text-sm font-medium">
                {game.lastCall ?? 'No call'}
                <span className="text-muted-foreground">
                  {' '}
                  · {game.score}/{game.questions} · {game.league}
                </span>
              </span>
              <time dateTime={game.endedAt} className="text-xs text-muted-foreground">
                {formatRelativeTime(game.endedAt, now)}
              </time>
            </div>
          </div>
          <SignedAmount money={game.net} className="shrink-0 text-sm" />
        </li>
      ))}
    </ul>
  );
}
