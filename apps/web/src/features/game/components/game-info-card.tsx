import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { currencySymbol } from '@/lib/money/currency-symbols.ts';
import { formatPotentialPayout } from '../utils/compute-payout.ts';

export type GameInfoCardProps = {
  numberOfQuestions: number;
  odds: number | undefined;
  /** The stake as a number when the field holds a valid one. */
  stake: number | undefined;
  currency: string | undefined;
};

/** Spec §2: the questions selected, the odds and the potential payout (stake × odds, 2 decimals). */
export function GameInfoCard({ numberOfQuestions, odds, stake, currency }: GameInfoCardProps) {
  const payout =
    odds !== undefined && stake !== undefined
      ? `${currency ? currencySymbol(currency) : ''}${formatPotentialPayout(stake, odds)}`
      : '—';
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Game Info</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-3 text-sm">
          <dt className="text-muted-foreground">Questions</dt>
          <dd className="text-right font-medium tabular-nums">{numberOfQuestions}</dd>
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
