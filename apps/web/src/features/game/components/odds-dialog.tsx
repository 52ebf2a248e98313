import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import type { MoneyView } from '@gom/contract/money';
import { formatMoney } from '@/lib/money/format-money.ts';

export type OddsDialogProps = {
  open: boolean;
  odds: number;
  /** The chosen level's name. */
  difficulty: string;
  stake: number;
  currency: string;
  /** The server's quote of what a win pays (stake × odds, rounded down as it is paid). */
  potentialPayout: MoneyView;
  winRule: string;
  onCancel: () => void;
  onProceed: () => void;
};

/** Spec §2: 'Game Odds' with the odds, the stake with its currency and the potential payout. */
export function OddsDialog({
  open,
  odds,
  difficulty,
  stake,
  currency,
  potentialPayout,
  winRule,
  onCancel,
  onProceed,
}: OddsDialogProps) {
  return (
    // Closing any other way than Proceed (Escape, the X, outside) is a cancel: the odds are cleared.
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Game Odds</DialogTitle>
          <DialogDescription>{winRule} to win your stake × the odds.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-3 rounded-lg border border-border bg-background/40 p-4 text-sm">
          <dt className="text-muted-foreground">Odds</dt>
          <dd className="text-right text-lg font-semibold tabular-nums">{odds.toFixed(2)}</dd>
          <dt className="text-muted-foreground">Difficulty</dt>
          <dd className="text-right font-medium" data-testid="odds-difficulty">
            {difficulty}
          </dd>
          <dt className="text-muted-foreground">Stake</dt>
          <dd className="text-right font-medium tabular-nums">
            {formatMoney({ value: stake, currency })} {currency}
          </dd>
          <dt className="text-muted-foreground">Potential Payout</dt>
          <dd className="text-right font-semibold text-primary tabular-nums">{formatMoney(potentialPayout)}</dd>
        </dl>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onProceed}>Proceed</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
