import { formatMoney } from '@/lib/money/format-money.ts';
import { usePlayerWallets } from '../api/players.ts';
import { AdminSection } from '../components/admin-section.tsx';
import { AdminTable, QueryView } from '../components/admin-table.tsx';

export function WalletsSection({ userId }: { userId: string }) {
  const wallets = usePlayerWallets(userId);
  return (
    <AdminSection title="Wallets">
      <QueryView query={wallets} title="the wallets">
        {(rows) => (
          <AdminTable
            label="Wallets"
            rows={rows}
            rowKey={(row) => row.id}
            empty="No wallet."
            columns={[
              { header: 'Currency', cell: (row) => `${row.currency}${row.isDefault ? ' (default)' : ''}` },
              { header: 'Balance', cell: (row) => formatMoney(row.balance) },
              { header: 'Held', cell: (row) => formatMoney(row.held) },
              { header: 'State', cell: (row) => (row.closed ? 'Closed' : 'Open') },
            ]}
          />
        )}
      </QueryView>
    </AdminSection>
  );
}
