import { CreditCardIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Transaction } from '@gom/contract/transactions';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { PendingItem } from './pending-item.tsx';

/** The newest few are payable here; the rest are one link away, so the list cannot grow without end. */
export const PENDING_FUNDINGS_SHOWN = 3;
export const PENDING_FUNDINGS_HREF = '/transactions?status=initiated&type=funding';

/** Spec §2: initiated fundings that still have a checkout link, each one payable again (newest first). */
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
          {transactions.slice(0, PENDING_FUNDINGS_SHOWN).map((transaction) => (
            <PendingItem
              key={transaction.id}
              transaction={transaction}
              icon={<CreditCardIcon className="size-4" aria-hidden="true" />}
              tone="bg-amber-500/15 text-amber-300"
              action={
                <Button size="sm" onClick={() => onPayNow(transaction)}>
                  Pay Now
                </Button>
              }
            />
          ))}
        </ul>
        {transactions.length > PENDING_FUNDINGS_SHOWN && (
          <Button asChild variant="link" className="mt-2 h-auto px-0">
            <Link to={PENDING_FUNDINGS_HREF}>View all {transactions.length} in Transactions</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
