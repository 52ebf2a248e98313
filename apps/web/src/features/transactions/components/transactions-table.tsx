import type { Transaction } from '@gom/contract/transactions';
import { TransactionStatusBadge } from '@/components/transaction-status-badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatTransactionDate, isAwaitingPayment } from '@/lib/money/transaction-status.ts';
import { transactionTypeLabel } from '../utils/transaction-type-label.ts';
import { PayNowLink } from './pay-now-link.tsx';
import { TransactionAmount } from './transaction-amount.tsx';

const COLUMNS = ['Reference', 'Type', 'Amount', 'Status', 'Date', 'Action'] as const;
const SKELETON_ROWS = 5;

/** The desktop layout (768px and wider). `transactions` undefined means still loading. */
export function TransactionsTable({ transactions }: { transactions: readonly Transaction[] | undefined }) {
  return (
    <Table aria-label="Transactions" aria-busy={transactions ? undefined : true}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {COLUMNS.map((column) => (
            <TableHead key={column} className={column === 'Action' ? 'text-right' : undefined}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {transactions
          ? transactions.map((transaction) => (
              <TableRow key={transaction.id}>
                <TableCell className="font-mono text-xs">{transaction.reference}</TableCell>
                <TableCell>{transactionTypeLabel(transaction.transactionType)}</TableCell>
                <TableCell>
                  <TransactionAmount transaction={transaction} />
                </TableCell>
                <TableCell>
                  <TransactionStatusBadge status={transaction.status} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">
                  {formatTransactionDate(transaction.createdAt)}
                </TableCell>
                <TableCell className="text-right">
                  {isAwaitingPayment(transaction) ? (
                    <PayNowLink href={transaction.paymentLink} />
                  ) : (
                    <span className="text-muted-foreground" aria-label="No action">
                      —
                    </span>
                  )}
                </TableCell>
              </TableRow>
            ))
          : Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <TableRow key={row} data-testid="skeleton-row">
                {COLUMNS.map((column) => (
                  <TableCell key={column}>
                    <Skeleton className="h-5 w-full max-w-28" />
                  </TableCell>
                ))}
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
