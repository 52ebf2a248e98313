import type { Transaction } from '@gom/contract/transactions';
import { SignedAmount } from '@/components/player/signed-amount.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { signedTransactionAmount } from '@/lib/money/signed-transaction-amount.ts';

/** The amount, in or out, and the 'Fee: ...' line whenever the transaction carries a fee. */
export function TransactionAmount({ transaction }: { transaction: Transaction }) {
  return (
    <div className="flex flex-col gap-0.5">
      <SignedAmount money={signedTransactionAmount(transaction)} />
      {transaction.feeAmount && (
        <span className="text-xs text-muted-foreground tabular-nums">Fee: {formatMoney(transaction.feeAmount)}</span>
      )}
    </div>
  );
}
