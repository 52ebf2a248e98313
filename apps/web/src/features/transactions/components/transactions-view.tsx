import { useState } from 'react';
import { AlertCircleIcon, ReceiptTextIcon } from 'lucide-react';
import { TRANSACTIONS_PAGE_SIZE } from '@gom/contract/constants';
import { PageLayout } from '@/components/layouts/page-layout.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { useTransactions } from '@/lib/money/get-transactions.ts';
import { useSearchParams } from 'react-router';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  filterTransactions,
  presentValues,
  ALL,
} from '../utils/filter-transactions.ts';
import type { TransactionFilters as Filters } from '../utils/filter-transactions.ts';
import { pageCount } from '@/utils/pagination-window.ts';
import { TransactionCards } from './transaction-cards.tsx';
import { TransactionFilters } from './transaction-filters.tsx';
import { PagedListFooter } from '@/components/paged-list-footer.tsx';
import { TransactionsTable } from './transactions-table.tsx';

// The transaction history of spec §2: search and filters over the whole list, then one page of it, as a
// table on desktop and cards below 768px.

export function TransactionsView({ userId }: { userId: string }) {
  const transactions = useTransactions(userId);
  const isMobile = useIsMobile();
  // The filters live in the address, so a link (Wallet's 'View all pending') opens a filtered history and
  // the back button restores it.
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const [page, setPage] = useState(1);

  const all = transactions.data ?? [];
  const filtered = filterTransactions(all, filters);
  // A refetch can shrink the list under the current page; stay on the last page that exists.
  const currentPage = Math.min(page, pageCount(filtered.length, TRANSACTIONS_PAGE_SIZE));
  const pageItems = filtered.slice((currentPage - 1) * TRANSACTIONS_PAGE_SIZE, currentPage * TRANSACTIONS_PAGE_SIZE);

  function changeFilters(next: Filters) {
    setSearchParams(filtersToSearchParams(next), { replace: true });
    setPage(1);
  }

  let body;
  if (transactions.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-2 py-10 text-center">
        <AlertCircleIcon className="size-8 text-red-400" aria-hidden="true" />
        <p className="font-medium">Failed to load transactions</p>
        <p className="text-sm text-muted-foreground">Please try again later</p>
      </div>
    );
  } else if (transactions.isPending) {
    body = isMobile ? <TransactionCards transactions={undefined} /> : <TransactionsTable transactions={undefined} />;
  } else if (filtered.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
        <ReceiptTextIcon className="size-8" aria-hidden="true" />
        <p>No transactions found</p>
      </div>
    );
  } else {
    body = (
      <>
        {isMobile ? <TransactionCards transactions={pageItems} /> : <TransactionsTable transactions={pageItems} />}
        <PagedListFooter
          noun="transactions"
          page={currentPage}
          pageSize={TRANSACTIONS_PAGE_SIZE}
          total={filtered.length}
          onPageChange={setPage}
        />
      </>
    );
  }

  return (
    <PageLayout title="Transaction History" description="Every funding, stake and payout on your account.">
      <Card className="py-4 md:py-6">
        <CardContent className="flex flex-col gap-6 px-4 md:px-6">
          <TransactionFilters
            filters={filters}
            statuses={withSelected(presentValues(all, 'status'), filters.status)}
            types={withSelected(presentValues(all, 'transactionType'), filters.type)}
            onChange={changeFilters}
          />
          {body}
        </CardContent>
      </Card>
    </PageLayout>
  );
}

/** A filter from a link may name a value the data lacks; the select must still show it as chosen. */
function withSelected(values: string[], selected: string): string[] {
  return selected === ALL || values.includes(selected) ? values : [...values, selected];
}
