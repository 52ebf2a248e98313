import { CreditCardIcon } from 'lucide-react';
import type { Transaction } from '@gom/contract/transactions';
import { TransactionStatusBadge } from '@/components/transaction-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { formatTransactionDate } from '@/lib/money/transaction-status.ts';

/** Spec §2: initiated fundings that still have a checkout link, each one payable again. */
export function PendingFundings({
  transactions,
  onPayNow,
}: {
  transactions: readonly (Transaction & { paymentLink: string })[];
  onPayNow: (transaction: Transaction & { paymentLink: string }) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">Pending Funding ({transactions.length})</h2>
        <CardDescription>Payments you started but have not completed yet.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border" aria-label="Pending funding">
          {transactions.map((transaction) => (
            <li key={transaction.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-500/15 text-amber-300">
                <CreditCardIcon className="size-4" aria-hidden="true" />
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="tabular-nums">{formatMoney(transaction.amount)}</span>
                  <span className="text-xs text-muted-foreground">{transaction.amount.currency}</span>
                  <TransactionStatusBadge status={transaction.status} />
                </p>
                <p className="text-xs text-muted-foreground">{formatTransactionDate(transaction.createdAt)}</p>
              </div>
              <Button size="sm" onClick={() => onPayNow(transaction)}>
                Pay Now
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
