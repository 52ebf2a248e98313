import type { LeaderboardRow } from '@gom/contract/stats';
import { Badge } from '@/components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { cn } from '@/utils/cn.ts';

// The ranked players; the signed-in player's row is highlighted, and shown again below the top when
// their rank is outside it. On a narrow screen the table scrolls sideways (the Table wrapper does).

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
  return (
    <TableRow
      data-me={isMe || undefined}
      aria-current={isMe ? 'true' : undefined}
      className={cn(
        isMe && 'bg-primary/10 hover:bg-primary/15 [&>td:first-child]:shadow-[inset_3px_0_0_var(--primary)]',
      )}
    >
      <TableCell className="w-16">
        <RankCell rank={row.rank} />
      </TableCell>
      <TableCell className="font-medium">
        <span className="inline-flex items-center gap-2">
          {row.username}
          {isMe && <Badge variant="default">You</Badge>}
        </span>
      </TableCell>
      <TableCell className="text-right tabular-nums">{row.games}</TableCell>
      <TableCell className="text-right tabular-nums">{row.correctPredictions}</TableCell>
      <TableCell className="text-right tabular-nums">{row.accuracy}%</TableCell>
      <TableCell className="text-right tabular-nums">{row.wonGames}</TableCell>
    </TableRow>
  );
}

export function LeaderboardTable({ rows, me }: { rows: LeaderboardRow[]; me: LeaderboardRow | null }) {
  const meInTop = me !== null && rows.some((row) => row.userId === me.userId);
  return (
    <Table className="min-w-[560px]">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Rank</TableHead>
          <TableHead>Player</TableHead>
          <TableHead className="text-right">Games</TableHead>
          <TableHead className="text-right">Correct</TableHead>
          <TableHead className="text-right">Accuracy</TableHead>
          <TableHead className="text-right">Wins</TableHead>
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
