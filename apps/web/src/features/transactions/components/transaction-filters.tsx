import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { capitalize } from '@/lib/money/transaction-status.ts';
import { ALL } from '../utils/filter-transactions.ts';
import type { TransactionFilters as Filters } from '../utils/filter-transactions.ts';
import { transactionTypeLabel } from '../utils/transaction-type-label.ts';

export function TransactionFilters({
  filters,
  statuses,
  types,
  onChange,
}: {
  filters: Filters;
  statuses: readonly string[];
  types: readonly string[];
  onChange: (filters: Filters) => void;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative flex-1">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search transactions"
          placeholder="Search by reference, ID, or type..."
          // The spec's placeholder is long for a phone: a smaller placeholder keeps it whole at 390 px.
          className="pl-9 placeholder:text-sm"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <Select value={filters.status} onValueChange={(status) => onChange({ ...filters, status })}>
          <SelectTrigger aria-label="Filter by status" className="md:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All Status</SelectItem>
            {statuses.map((status) => (
              <SelectItem key={status} value={status}>
                {capitalize(status)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={filters.type} onValueChange={(type) => onChange({ ...filters, type })}>
          <SelectTrigger aria-label="Filter by type" className="md:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All Types</SelectItem>
            {types.map((type) => (
              <SelectItem key={type} value={type}>
                {transactionTypeLabel(type)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
