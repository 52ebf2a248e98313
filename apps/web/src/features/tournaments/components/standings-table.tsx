import { shownNameOf, type PlayerIdentity } from '@gom/contract/players';
import type { Standing } from '@gom/contract/contests';
import { PlayerAvatar } from '@/components/player/player-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { cn } from '@/utils/cn.ts';

// A tournament's table: rank, player, correct calls, total answer time and, once it has closed, the prize. The
// caller's row is highlighted, and shown again under the top when their rank is outside it.

/** '12.3 s': the total time of the answered questions (less is better). */
export function formatAnswerTime(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

function StandingRow({ row, isMe, showPrize }: { row: Standing; isMe: boolean; showPrize: boolean }) {
  return (
    <TableRow
      data-me={isMe || undefined}
      aria-current={isMe ? 'true' : undefined}
      className={cn(isMe && 'bg-primary/10 hover:bg-primary/15')}
    >
      <TableCell className="w-12 font-semibold tabular-nums">{row.rank}</TableCell>
      <TableCell className="max-w-0 font-medium sm:max-w-none">
        <span className="flex items-center gap-2">
          <PlayerAvatar player={row} />
          <span className="truncate">{shownNameOf(row)}</span>
          {isMe && <Badge>You</Badge>}
        </span>
      </TableCell>
      <TableCell className="text-right tabular-nums">{row.correct}</TableCell>
      <TableCell className="hidden text-right tabular-nums sm:table-cell">
        {formatAnswerTime(row.totalAnswerMs)}
      </TableCell>
      {showPrize && (
        <TableCell className="text-right tabular-nums">{row.prize ? formatMoney(row.prize) : '—'}</TableCell>
      )}
    </TableRow>
  );
}

export function StandingsTable({
  rows,
  you,
  label,
  showPrize = false,
}: {
  rows: Standing[];
  you: Pick<PlayerIdentity, 'userId'> | Standing | null;
  label: string;
  showPrize?: boolean;
}) {
  if (rows.length === 0) return <p className="py-4 text-sm text-muted-foreground">No calls counted yet.</p>;
  const yourId = you?.userId;
  const ownRow = you && 'rank' in you ? you : null;
  const youInTop = rows.some((row) => row.userId === yourId);
  return (
    <Table aria-label={label} className="table-fixed sm:table-auto">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-12">Rank</TableHead>
          <TableHead>Player</TableHead>
          <TableHead className="w-20 text-right">Correct</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Time</TableHead>
          {showPrize && <TableHead className="w-24 text-right">Prize</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <StandingRow key={row.userId} row={row} isMe={row.userId === yourId} showPrize={showPrize} />
        ))}
      </TableBody>
      {ownRow && !youInTop && (
        <TableBody aria-label="Your position" className="border-t-2 border-dashed border-border">
          <StandingRow row={ownRow} isMe showPrize={showPrize} />
        </TableBody>
      )}
    </Table>
  );
}
