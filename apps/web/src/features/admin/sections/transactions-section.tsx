import { usePlayerTransactions } from '../api/players.ts';
import { AdminSection } from '../components/admin-section.tsx';
import { QueryView } from '../components/admin-table.tsx';
import { PaymentsTable } from '../components/payments-table.tsx';

export function TransactionsSection({ userId }: { userId: string }) {
  const transactions = usePlayerTransactions(userId);
  return (
    <AdminSection title="Transactions">
      <QueryView query={transactions} title="the transactions">
        {(rows) => <PaymentsTable rows={rows} label="Transactions" />}
      </QueryView>
    </AdminSection>
  );
}
