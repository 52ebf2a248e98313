import type { ReactNode } from 'react';
import type { Transaction } from '@gom/contract/transactions';
import { SignedAmount } from '@/components/player/signed-amount.tsx';
import { TransactionStatusBadge } from '@/components/transaction-status-badge.tsx';
import { signedTransactionAmount } from '@/lib/money/signed-transaction-amount.ts';
import { formatTransactionDate } from '@/lib/money/transaction-status.ts';
import { cn } from '@/utils/cn.ts';

/** One row of the wallet's pending lists: an icon, the amount and status, when, and its one action. */
export function PendingItem(props: {
  transaction: Transaction;
  icon: ReactNode;
  /** Colours of the icon's tile. */
  tone: string;
  /** Shown before the date (e.g. the reference). */
  detail?: string;
  action: ReactNode;
}) {
  const { transaction } = props;
  const when = formatTransactionDate(transaction.createdAt);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', props.tone)}>
        {props.icon}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <SignedAmount money={signedTransactionAmount(transaction)} />
          <span className="text-xs text-muted-foreground">{transaction.amount.currency}</span>
          <TransactionStatusBadge status={transaction.status} />
        </p>
        <p className="text-xs text-muted-foreground">{props.detail ? `${props.detail} · ${when}` : when}</p>
      </div>
      {props.action}
    </li>
  );
}
