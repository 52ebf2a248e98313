import { shownNameOf, type PlayerIdentity } from '@gom/contract/players';
import type { Standing } from '@gom/contract/contests';
import { PlayerAvatar } from '@/components/player/player-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { cn } from '@/utils/cn.ts';

// A tournament's table: rank, player (with their total answer time under the name, so the table fits a phone and
// the round's side column), correct calls and, once it has closed, the prize. The caller's row is highlighted, and shown again under the top when their rank is outside it.

/** '12.3 s': the total time of the answered questions (less is better). */
export function formatAnswerTime(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

/** When given, each player's name is a button that shows their calls (a closed tournament's table). */
type OnSelectPlayer = ((row: Standing) => void) | undefined;

function PlayerName({ row, onSelect }: { row: Standing; onSelect: OnSelectPlayer }) {
  const name = shownNameOf(row);
  if (!onSelect) return <span className="truncate font-medium">{name}</span>;
  return (
    <button
      type="button"
      className="truncate text-left font-medium underline decoration-muted-foreground/50 underline-offset-4 hover:decoration-current focus-visible:outline-2 focus-visible:outline-ring"
      aria-label={`See ${name}’s calls`}
      onClick={() => onSelect(row)}
    >
      {name}
    </button>
  );
}

function StandingRow({
  row,
  isMe,
  showPrize,
  onSelect,
}: {
  row: Standing;
  isMe: boolean;
  showPrize: boolean;
  onSelect: OnSelectPlayer;
}) {
  return (
    <TableRow
      data-me={isMe || undefined}
      aria-current={isMe ? 'true' : undefined}
      className={cn(isMe && 'bg-primary/10 hover:bg-primary/15')}
    >
      <TableCell className="font-semibold tabular-nums">{row.rank}</TableCell>
      <TableCell className="max-w-0">
        <span className="flex items-center gap-2">
          <PlayerAvatar player={row} />
          <span className="flex min-w-0 flex-col">
            <span className="flex min-w-0 items-center gap-2">
              <PlayerName row={row} onSelect={onSelect} />
              {isMe && <Badge>You</Badge>}
            </span>
            <span className="text-xs text-muted-foreground tabular-nums" data-testid="standing-time">
              {formatAnswerTime(row.totalAnswerMs)}
            </span>
          </span>
        </span>
      </TableCell>
      <TableCell className="text-right tabular-nums">{row.correct}</TableCell>
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
  onSelectPlayer,
}: {
  rows: Standing[];
  you: Pick<PlayerIdentity, 'userId'> | Standing | null;
  label: string;
  showPrize?: boolean;
  onSelectPlayer?: (row: Standing) => void;
}) {
  if (rows.length === 0) return <p className="py-4 text-sm text-muted-foreground">No calls counted yet.</p>;
  const yourId = you?.userId;
  const ownRow = you && 'rank' in you ? you : null;
  const youInTop = rows.some((row) => row.userId === yourId);
  return (
    <Table aria-label={label} className="table-fixed">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-12">Rank</TableHead>
          <TableHead>Player</TableHead>
          <TableHead className="w-[4.5rem] text-right">Correct</TableHead>
          {showPrize && <TableHead className="w-20 text-right">Prize</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <StandingRow
            key={row.userId}
            row={row}
            isMe={row.userId === yourId}
            showPrize={showPrize}
            onSelect={onSelectPlayer}
          />
        ))}
      </TableBody>
      {ownRow && !youInTop && (
        <TableBody aria-label="Your position" className="border-t-2 border-dashed border-border">
          <StandingRow row={ownRow} isMe showPrize={showPrize} onSelect={onSelectPlayer} />
        </TableBody>
      )}
    </Table>
  );
}
