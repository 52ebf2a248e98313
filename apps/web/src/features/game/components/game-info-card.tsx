import type { MoneyView } from '@gom/contract/money';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';

export type GameInfoCardProps = {
  numberOfQuestions: number;
  /** The chosen level's name. */
  difficulty: string;
  odds: number | undefined;
  /** The quote's payout of a win, as the server states it; absent until the odds are fetched. */
  potentialPayout: MoneyView | undefined;
};

/**
 * Spec §2: the questions selected, the odds and the potential payout (stake × odds, 2 decimals). The payout is
 * the server's figure from the quote: money is never worked out in the browser.
 */
export function GameInfoCard({ numberOfQuestions, difficulty, odds, potentialPayout }: GameInfoCardProps) {
  const payout = potentialPayout ? formatMoney(potentialPayout) : '—';
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Game Info</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-3 text-sm">
          <dt className="text-muted-foreground">Questions</dt>
          <dd className="text-right font-medium tabular-nums">{numberOfQuestions}</dd>
          <dt className="text-muted-foreground">Difficulty</dt>
          <dd className="text-right font-medium" data-testid="game-info-difficulty">
            {difficulty}
          </dd>
          <dt className="text-muted-foreground">Odds</dt>
          <dd className="text-right font-medium tabular-nums" data-testid="game-info-odds">
            {odds !== undefined ? odds.toFixed(2) : '—'}
          </dd>
          <dt className="text-muted-foreground">Potential Payout</dt>
          <dd className="text-right font-semibold text-primary tabular-nums" data-testid="game-info-payout">
            {payout}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
