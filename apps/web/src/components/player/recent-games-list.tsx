import type { GameHistoryItem } from '@gom/contract/stats';
import { formatRelativeTime } from '@/utils/format-relative-time.ts';
import { GameResultBadge } from './game-result-badge.tsx';
import { SignedAmount } from './signed-amount.tsx';

// The latest settled games as the dashboard and the profile show them, in words a player reads at a glance:
// "4/5 right · won +$1.34", then the league and when.

const OUTCOME_WORDS = { Win: 'won', Loss: 'lost', Draw: 'drew' } as const;

export function RecentGamesList({ games, now = Date.now() }: { games: GameHistoryItem[]; now?: number }) {
  return (
    <ul aria-label="Recent games" className="flex flex-col divide-y divide-border">
      {games.map((game) => (
        <li key={game.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <GameResultBadge result={game.result} />
          <div className="flex min-w-0 flex-col">
            <p className="flex flex-wrap items-center gap-x-1 text-sm font-medium" data-testid="recent-game-summary">
              <span>
                {/* A playing window's entry: its score is told at the tournament's close. */}
                {game.score === null
                  ? `${game.questions} calls, scored at the close`
                  : `${game.score}/${game.questions} right`}
              </span>
              <span aria-hidden="true" className="text-muted-foreground">
                ·
              </span>
              {game.result === 'Pending' ? (
                <span>result to come</span>
              ) : (
                <>
                  <span>{OUTCOME_WORDS[game.result]}</span>
                  <SignedAmount money={game.net} />
                </>
              )}
            </p>
            <p className="truncate text-xs text-muted-foreground">
              {game.league} · <time dateTime={game.endedAt}>{formatRelativeTime(game.endedAt, now)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
