import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadErrorCard } from '@/components/load-error-card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode };

/** A console table: one row per item, a line saying so when there is none. */
export function AdminTable<Row>({
  columns,
  rows,
  rowKey,
  empty = 'Nothing here.',
  label,
}: {
  columns: Array<Column<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string;
  empty?: string;
  label: string;
}) {
  if (rows.length === 0) return <p className="py-4 text-sm text-muted-foreground">{empty}</p>;
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.header}>{column.header}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.header}>{column.cell(row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Loading, failed or loaded: the loaded data goes to `children`. */
export function QueryView<Data>({
  query,
  title,
  children,
}: {
  query: UseQueryResult<Data>;
  title: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError || query.data === undefined)
    return <LoadErrorCard title={`Could not load ${title}`} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

export const formatTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC' }) : '—';
