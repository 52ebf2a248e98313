import type { Transaction } from '@gom/contract/transactions';
import { formatMoney } from '@/lib/money/format-money.ts';

/** The amount, and the 'Fee: ...' line whenever the transaction carries a fee. */
export function TransactionAmount({ transaction }: { transaction: Transaction }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-medium tabular-nums">{formatMoney(transaction.amount)}</span>
      {transaction.feeAmount && (
        <span className="text-xs text-muted-foreground tabular-nums">Fee: {formatMoney(transaction.feeAmount)}</span>
      )}
    </div>
  );
}
