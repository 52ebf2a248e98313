import { useState } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { shownNameOf } from '@gom/contract/players';
import type { LeaderboardRow } from '@gom/contract/stats';
import { PlayerAvatar } from '@/components/player/player-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { cn } from '@/utils/cn.ts';

// The ranked players, each by their avatar and shown name; the signed-in player's row is highlighted, and shown again below the top when
// their rank is outside it. On a phone only rank, player and the ranking figure (correct predictions) fit:
// the other columns hide below `sm`, and a button beside the name shows them in a row underneath.

/** Columns only a wider screen shows; a phone shows them on demand. */
const WIDE_ONLY = 'hidden sm:table-cell';

const TOP_THREE_TONES: Readonly<Record<number, string>> = {
  1: 'bg-amber-400/20 text-amber-300',
  2: 'bg-zinc-300/20 text-zinc-200',
  3: 'bg-orange-500/20 text-orange-300',
};

function RankCell({ rank }: { rank: number }) {
  return (
    <span
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-full text-sm font-semibold tabular-nums',
        TOP_THREE_TONES[rank] ?? 'text-muted-foreground',
      )}
    >
      {rank}
    </span>
  );
}

function PlayerRow({ row, isMe }: { row: LeaderboardRow; isMe: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = `leaderboard-details-${row.userId}`;
  // The display name the player chose, else their username (decision 0120).
  const name = shownNameOf(row);
  return (
    <>
      <TableRow
        data-me={isMe || undefined}
        aria-current={isMe ? 'true' : undefined}
        className={cn(
          isMe && 'bg-primary/10 hover:bg-primary/15 [&>td:first-child]:shadow-[inset_3px_0_0_var(--primary)]',
          expanded && 'border-b-0',
        )}
      >
        <TableCell className="w-12 sm:w-16">
          <RankCell rank={row.rank} />
        </TableCell>
        <TableCell className="max-w-0 font-medium sm:max-w-none">
          <span className="flex items-center gap-2">
            <PlayerAvatar player={row} />
            <span className="truncate">{name}</span>
            {isMe && <Badge variant="default">You</Badge>}
            <button
              type="button"
              className="ml-auto inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent sm:hidden"
              aria-label={`${expanded ? 'Hide' : 'Show'} ${name}'s games, accuracy and wins`}
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setExpanded((open) => !open)}
            >
              <ChevronDownIcon
                aria-hidden="true"
                className={cn('size-4 transition-transform', expanded && 'rotate-180')}
              />
            </button>
          </span>
        </TableCell>
        <TableCell className={cn('text-right tabular-nums', WIDE_ONLY)}>{row.games}</TableCell>
        <TableCell className="text-right tabular-nums">{row.correctPredictions}</TableCell>
        <TableCell className={cn('text-right tabular-nums', WIDE_ONLY)}>{row.accuracy}%</TableCell>
        <TableCell className={cn('text-right tabular-nums', WIDE_ONLY)}>{row.wonGames}</TableCell>
      </TableRow>
      {expanded && (
        <TableRow id={detailsId} className={cn('sm:hidden', isMe && 'bg-primary/10')}>
          <TableCell colSpan={3} className="pt-0">
            <dl className="grid grid-cols-3 gap-2 pl-12 text-xs">
              {[
                ['Games', row.games],
                ['Accuracy', `${row.accuracy}%`],
                ['Wins', row.wonGames],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-medium tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

export function LeaderboardTable({ rows, me }: { rows: LeaderboardRow[]; me: LeaderboardRow | null }) {
  const meInTop = me !== null && rows.some((row) => row.userId === me.userId);
  return (
    <Table className="table-fixed sm:table-auto sm:min-w-[560px]">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-12 sm:w-16">Rank</TableHead>
          <TableHead>Player</TableHead>
          <TableHead className={cn('text-right', WIDE_ONLY)}>Games</TableHead>
          <TableHead className="w-20 text-right sm:w-auto">Correct</TableHead>
          <TableHead className={cn('text-right', WIDE_ONLY)}>Accuracy</TableHead>
          <TableHead className={cn('text-right', WIDE_ONLY)}>Wins</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <PlayerRow key={row.userId} row={row} isMe={row.userId === me?.userId} />
        ))}
      </TableBody>
      {me && !meInTop && (
        <TableBody aria-label="Your position" className="border-t-2 border-dashed border-border">
          <PlayerRow row={me} isMe />
        </TableBody>
      )}
    </Table>
  );
}
