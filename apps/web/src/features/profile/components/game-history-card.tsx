import { useState } from 'react';
import { Link } from 'react-router';
import { GAME_HISTORY_PAGE_SIZE_DEFAULT } from '@gom/contract/stats';
import { LoadErrorCard } from '@/components/load-error-card.tsx';
import { GameResultBadge } from '@/components/player/game-result-badge.tsx';
import { SignedAmount } from '@/components/player/signed-amount.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { formatTransactionDate } from '@/lib/money/transaction-status.ts';
import { useGameHistory } from '@/lib/player/get-game-history.ts';
import { PagedListFooter } from '@/components/paged-list-footer.tsx';

// Every settled game, newest first, a page at a time. Narrow screens scroll the table sideways.

const SKELETON_ROWS = 5;

export function GameHistoryCard({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const pageSize = GAME_HISTORY_PAGE_SIZE_DEFAULT;
  const history = useGameHistory({ userId, page, pageSize });

  let content;
  if (history.isPending) {
    content = (
      <div className="flex flex-col gap-3" data-testid="history-skeleton">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} className="h-9 w-full" />
        ))}
      </div>
    );
  } else if (history.isError) {
    return <LoadErrorCard title="Failed to load your games" onRetry={() => void history.refetch()} />;
  } else if (history.data.total === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 py-4 text-center">
        <p className="font-medium">No games yet</p>
        <p className="text-sm text-muted-foreground">Every game you play is listed here with its stake and payout.</p>
        <Button asChild>
          <Link to="/game">Play Now</Link>
        </Button>
      </div>
    );
  } else {
    content = (
      <div className="flex flex-col gap-4">
        <Table className="min-w-[720px]">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Date</TableHead>
              <TableHead>League</TableHead>
              <TableHead className="text-right">Score</TableHead>
              <TableHead>Last Call</TableHead>
              <TableHead>Result</TableHead>
              <TableHead className="text-right">Stake</TableHead>
              <TableHead className="text-right">Odds</TableHead>
              <TableHead className="text-right">Payout</TableHead>
              <TableHead className="text-right">Net</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {history.data.items.map((game) => (
              <TableRow key={game.id}>
                <TableCell className="whitespace-nowrap text-muted-foreground">
                  {formatTransactionDate(game.endedAt)}
                </TableCell>
                <TableCell className="whitespace-nowrap">{game.league}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {/* A playing window's entry is scored at the tournament's close. */}
                  {game.score === null ? `—/${game.questions}` : `${game.score}/${game.questions}`}
                </TableCell>
                <TableCell>{game.lastCall ?? '—'}</TableCell>
                <TableCell>
                  <GameResultBadge result={game.result} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(game.stake)}</TableCell>
                <TableCell className="text-right tabular-nums">{game.odds.toFixed(2)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(game.payout)}</TableCell>
                <TableCell className="text-right">
                  <SignedAmount money={game.net} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <PagedListFooter
          noun="games"
          page={page}
          pageSize={pageSize}
          total={history.data.total}
          onPageChange={setPage}
        />
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Game History</CardTitle>
        <CardDescription>All your games, newest first.</CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
