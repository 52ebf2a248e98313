import type { AdminLedgerAudit, AdminPayment } from '@gom/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminKey, queryString } from './admin-keys.ts';
import { useAdminAction } from './use-admin-action.ts';

// GET /admin/payments with filters, GET /admin/ledger, POST /admin/withdrawals/{id}/approve|reject.

export type PaymentFilters = { type?: string; status?: string; currency?: string; awaitingApproval?: string };

export function usePayments(filters: PaymentFilters) {
  return useQuery({
    queryKey: adminKey('payments', filters as Record<string, string>),
    queryFn: () => api.get<AdminPayment[]>(`/admin/payments${queryString(filters)}`),
  });
}

export function useLedgerAudit() {
  return useQuery({ queryKey: adminKey('ledger'), queryFn: () => api.get<AdminLedgerAudit>('/admin/ledger') });
}

export function useDecideWithdrawal() {
  return useAdminAction(
    ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      `/admin/withdrawals/${encodeURIComponent(id)}/${decision}`,
    'Withdrawal decided',
  );
}
