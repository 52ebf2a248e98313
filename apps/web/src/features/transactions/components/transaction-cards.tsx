import type { Transaction } from '@gom/contract/transactions';
import { TransactionStatusBadge } from '@/components/transaction-status-badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatTransactionDate, isAwaitingPayment } from '@/lib/money/transaction-status.ts';
import { transactionTypeLabel } from '../utils/transaction-type-label.ts';
import { PayNowLink } from './pay-now-link.tsx';
import { TransactionAmount } from './transaction-amount.tsx';

const SKELETON_CARDS = 3;

/** The mobile layout (below 768px): one card per transaction. `transactions` undefined means loading. */
export function TransactionCards({ transactions }: { transactions: readonly Transaction[] | undefined }) {
  if (!transactions) {
    return (
      <ul aria-label="Transactions" aria-busy="true" className="flex flex-col gap-3">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li
            key={index}
            data-testid="skeleton-row"
            className="flex flex-col gap-3 rounded-lg border border-border p-4"
          >
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-6 w-24" />
            <Skeleton className="h-4 w-32" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul aria-label="Transactions" className="flex flex-col gap-3">
      {transactions.map((transaction) => (
        <li key={transaction.id} className="flex flex-col gap-3 rounded-lg border border-border bg-background/40 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="font-medium">{transactionTypeLabel(transaction.transactionType)}</span>
              <span className="truncate font-mono text-xs text-muted-foreground">{transaction.reference}</span>
            </div>
            <TransactionStatusBadge status={transaction.status} />
          </div>
          <div className="flex items-end justify-between gap-3">
            <div className="flex flex-col gap-1">
              <TransactionAmount transaction={transaction} />
              <span className="text-xs text-muted-foreground">{formatTransactionDate(transaction.createdAt)}</span>
            </div>
            {isAwaitingPayment(transaction) && <PayNowLink href={transaction.paymentLink} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
