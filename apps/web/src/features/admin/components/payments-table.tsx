import type { AdminPayment } from '@gom/contract/admin';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useDecideWithdrawal } from '../api/money.ts';
import { AdminTable, formatTime } from './admin-table.tsx';

/** Money movements; a withdrawal waiting for an operator offers Approve and Reject. */
export function PaymentsTable({ rows, label }: { rows: AdminPayment[]; label: string }) {
  const decide = useDecideWithdrawal();
  return (
    <AdminTable
      label={label}
      rows={rows}
      rowKey={(row) => row.id}
      empty="No payment matches."
      columns={[
        { header: 'When (UTC)', cell: (row) => formatTime(row.createdAt) },
        { header: 'Reference', cell: (row) => row.reference },
        { header: 'Player', cell: (row) => row.email },
        { header: 'Type', cell: (row) => row.type },
        { header: 'Amount', cell: (row) => formatMoney(row.amount) },
        { header: 'Status', cell: (row) => row.status },
        {
          header: 'Review',
          cell: (row) =>
            row.review ? (
              <Badge variant={row.review.status === 'waiting' ? 'warning' : 'outline'}>
                {row.review.status} ({row.review.reason})
              </Badge>
            ) : (
              '—'
            ),
        },
        {
          header: 'Action',
          cell: (row) =>
            row.review?.status === 'waiting' && row.status === 'pending' ? (
              <span className="flex gap-2">
                <Button
                  size="sm"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: row.id, decision: 'approve' })}
                >
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: row.id, decision: 'reject' })}
                >
                  Reject
                </Button>
              </span>
            ) : null,
        },
      ]}
    />
  );
}
