import { useAuditLog } from '../api/overview-audit.ts';
import { AdminSection } from './admin-section.tsx';
import { AdminTable, formatTime, QueryView } from './admin-table.tsx';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Every operator action, newest first; nobody can edit it (the database refuses). */
export function AuditScreen() {
  const audit = useAuditLog();
  return (
    <AdminSection title="Audit log">
      <QueryView query={audit} title="the audit log">
        {(entries) => (
          <AdminTable
            label="Audit log"
            rows={entries}
            rowKey={(row) => row.id}
            empty="No operator action yet."
            columns={[
              { header: 'When (UTC)', cell: (row) => formatTime(row.createdAt) },
              { header: 'Who', cell: (row) => row.actor },
              { header: 'What', cell: (row) => row.action },
              { header: 'Entity', cell: (row) => `${row.entityType} ${row.entityId}` },
              { header: 'Before', cell: (row) => <code className="text-xs">{json(row.before)}</code> },
              { header: 'After', cell: (row) => <code className="text-xs">{json(row.after)}</code> },
            ]}
          />
        )}
      </QueryView>
    </AdminSection>
  );
}
