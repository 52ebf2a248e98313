import { shownNameOf, type PlayerIdentity } from '@gom/contract/players';
import type { Standing } from '@gom/contract/contests';
import { PlayerAvatar } from '@/components/player/player-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { cn } from '@/utils/cn.ts';

// A tournament's table: rank, player (with their total answer time under the name, so the table fits a phone and
// the round's side column), correct calls and, once it has closed, the prize. The caller's row is highlighted and
// marked "You", and shown again under the top when their rank is outside it.

/** '12.3 s': the total time of the answered questions (less is better). */
export function formatAnswerTime(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

/**
 * Cells narrower than a table's default on a phone: at 390 px the name column had about 50 px left, a few letters of
 * a name.
 */
const CELL = 'px-2 sm:px-3';

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
      <TableCell className={cn(CELL, 'font-semibold tabular-nums')}>{row.rank}</TableCell>
      <TableCell className={cn(CELL, 'max-w-0')}>
        <span className="flex items-center gap-2">
          <PlayerAvatar player={row} />
          <span className="flex min-w-0 flex-col">
            <PlayerName row={row} onSelect={onSelect} />
            {/* The badge sits on the time's line: beside the name it left a phone's name a few letters. */}
            <span className="flex items-center gap-2 text-xs text-muted-foreground">
              {isMe && <Badge className="px-1.5 py-0">You</Badge>}
              <span className="tabular-nums" data-testid="standing-time">
                {formatAnswerTime(row.totalAnswerMs)}
              </span>
            </span>
          </span>
        </span>
      </TableCell>
      <TableCell className={cn(CELL, 'text-right tabular-nums')}>{row.correct}</TableCell>
      {showPrize && (
        <TableCell className={cn(CELL, 'text-right tabular-nums')}>
          {row.prize ? formatMoney(row.prize) : '—'}
        </TableCell>
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
          <TableHead className={cn(CELL, 'w-10 sm:w-12')}>Rank</TableHead>
          <TableHead className={CELL}>Player</TableHead>
          <TableHead className={cn(CELL, 'w-[4.25rem] text-right sm:w-[4.5rem]')}>Correct</TableHead>
          {showPrize && <TableHead className={cn(CELL, 'w-[4.5rem] text-right sm:w-20')}>Prize</TableHead>}
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
