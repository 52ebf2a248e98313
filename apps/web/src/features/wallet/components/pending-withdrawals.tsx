import { BanknoteIcon } from 'lucide-react';
import type { Transaction } from '@gom/contract/transactions';
import { TransactionStatusBadge } from '@/components/transaction-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { formatTransactionDate } from '@/lib/money/transaction-status.ts';

/** Issue 12: withdrawals not yet paid out, beside the pending fundings, each cancellable. */
export function PendingWithdrawals({
  transactions,
  onCancel,
  cancellingId,
}: {
  transactions: readonly Transaction[];
  onCancel: (transaction: Transaction) => void;
  cancellingId: string | undefined;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">Pending Withdrawals ({transactions.length})</h2>
        <CardDescription>Money held for payouts that have not completed yet.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border" aria-label="Pending withdrawals">
          {transactions.map((transaction) => (
            <li key={transaction.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-sky-500/15 text-sky-300">
                <BanknoteIcon className="size-4" aria-hidden="true" />
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="tabular-nums">{formatMoney(transaction.amount)}</span>
                  <span className="text-xs text-muted-foreground">{transaction.amount.currency}</span>
                  <TransactionStatusBadge status={transaction.status} />
                </p>
                <p className="text-xs text-muted-foreground">
                  {transaction.reference} · {formatTransactionDate(transaction.createdAt)}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onCancel(transaction)}
                disabled={cancellingId === transaction.id}
              >
                Cancel
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
