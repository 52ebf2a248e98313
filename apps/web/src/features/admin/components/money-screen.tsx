import { TRANSACTION_STATUSES } from '@gom/contract/transactions';
import { CURRENCY_CODES } from '@gom/contract/money';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useLedgerAudit, usePayments, type PaymentFilters } from '../api/money.ts';
import { AdminSection } from './admin-section.tsx';
import { AdminTable, QueryView } from './admin-table.tsx';
import { PaymentsTable } from './payments-table.tsx';

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="text-muted-foreground">{label}</span>
      <select
        className="h-9 rounded-md border border-border bg-background px-2"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">All</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

const pairs = (values: readonly string[]) => values.map((value) => [value, value] as const);

export function MoneyScreen() {
  const [filters, setFilters] = useState<PaymentFilters>({});
  const payments = usePayments(filters);
  const ledger = useLedgerAudit();
  const set = (name: keyof PaymentFilters) => (value: string | undefined) => setFilters({ ...filters, [name]: value });
  return (
    <>
      <AdminSection title="Fundings and withdrawals">
        <div className="mb-4 flex flex-wrap gap-4">
          <FilterSelect
            label="Type"
            value={filters.type}
            options={pairs(['funding', 'withdrawal'])}
            onChange={set('type')}
          />
          <FilterSelect
            label="Status"
            value={filters.status}
            options={pairs(TRANSACTION_STATUSES)}
            onChange={set('status')}
          />
          <FilterSelect
            label="Currency"
            value={filters.currency}
            options={pairs(CURRENCY_CODES)}
            onChange={set('currency')}
          />
          <FilterSelect
            label="Approval"
            value={filters.awaitingApproval}
            options={[['true', 'Waiting for approval']]}
            onChange={set('awaitingApproval')}
          />
        </div>
        <QueryView query={payments} title="the payments">
          {(rows) => <PaymentsTable rows={rows} label="Payments" />}
        </QueryView>
      </AdminSection>
      <AdminSection title="Ledger audit">
        <QueryView query={ledger} title="the ledger audit">
          {(audit) => (
            <div className="flex flex-col gap-4">
              {audit.problems.length === 0 ? (
                <Badge variant="success">Every invariant holds</Badge>
              ) : (
                <ul role="alert" className="text-sm text-red-300">
                  {audit.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
              <AdminTable
                label="Currencies"
                rows={audit.currencies}
                rowKey={(row) => row.currency}
                empty="No account yet."
                columns={[
                  { header: 'Currency', cell: (row) => row.currency },
                  { header: 'Sum of all accounts', cell: (row) => formatMoney(row.total) },
                  { header: 'Balanced', cell: (row) => (row.balanced ? 'Yes' : 'NO') },
                ]}
              />
              <AdminTable
                label="House accounts"
                rows={audit.systemAccounts}
                rowKey={(row) => `${row.kind}-${row.currency}-${row.provider}`}
                columns={[
                  { header: 'Account', cell: (row) => (row.provider ? `${row.kind} (${row.provider})` : row.kind) },
                  { header: 'Currency', cell: (row) => row.currency },
                  { header: 'Balance', cell: (row) => formatMoney(row.balance) },
                ]}
              />
            </div>
          )}
        </QueryView>
      </AdminSection>
    </>
  );
}
