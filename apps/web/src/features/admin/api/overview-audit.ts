import type { AdminAuditEntry, AdminOverview } from '@gom/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

// GET /admin/overview and GET /admin/audit.

export function useOverview() {
  return useQuery({ queryKey: adminKey('overview'), queryFn: () => api.get<AdminOverview>('/admin/overview') });
}

export function useAuditLog() {
  return useQuery({ queryKey: adminKey('audit'), queryFn: () => api.get<AdminAuditEntry[]>('/admin/audit?limit=200') });
}
