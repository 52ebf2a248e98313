import { BanknoteIcon } from 'lucide-react';
import type { Transaction } from '@gom/contract/transactions';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { PendingItem } from './pending-item.tsx';

/** Withdrawals not yet paid out, beside the pending fundings, each cancellable. */
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
            <PendingItem
              key={transaction.id}
              transaction={transaction}
              icon={<BanknoteIcon className="size-4" aria-hidden="true" />}
              tone="bg-sky-500/15 text-sky-300"
              detail={transaction.reference}
              action={
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onCancel(transaction)}
                  disabled={cancellingId === transaction.id}
                >
                  Cancel
                </Button>
              }
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
