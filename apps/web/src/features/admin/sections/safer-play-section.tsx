import { formatMoney } from '@/lib/money/format-money.ts';
import { usePlayerSaferPlay } from '../api/players.ts';
import { AdminSection } from '../components/admin-section.tsx';
import { AdminTable, formatTime, QueryView } from '../components/admin-table.tsx';

/**
 * The player's limits, time-out and self-exclusion, read only: the console has no way to shorten a break or
 * raise a limit (nobody can lift a self-exclusion early).
 */
export function SaferPlaySection({ userId }: { userId: string }) {
  const saferPlay = usePlayerSaferPlay(userId);
  return (
    <AdminSection title="Safer play">
      <QueryView query={saferPlay} title="safer play">
        {(state) => (
          <>
            <dl aria-label="Breaks" className="mb-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm md:grid-cols-2">
              <dt className="text-muted-foreground">Time-out</dt>
              <dd>{state.timeOut ? `until ${formatTime(state.timeOut.until)}` : 'none'}</dd>
              <dt className="text-muted-foreground">Self-exclusion</dt>
              <dd>{state.selfExclusion ? `until ${formatTime(state.selfExclusion.until)}` : 'none'}</dd>
              <dt className="text-muted-foreground">Reality check</dt>
              <dd>
                {state.realityCheck.intervalMinutes ? `every ${state.realityCheck.intervalMinutes} minutes` : 'off'}
              </dd>
              <dt className="text-muted-foreground">Date of birth</dt>
              <dd>{state.dateOfBirthRequired ? 'not given yet' : 'given'}</dd>
            </dl>
            <AdminTable
              label="Limits"
              rows={state.limits.filter((limit) => limit.amount !== null || limit.pending !== null)}
              rowKey={(limit) => `${limit.currency}-${limit.kind}-${limit.period}`}
              empty="No deposit or loss limit."
              columns={[
                { header: 'Limit', cell: (limit) => `${limit.kind} per ${limit.period}` },
                { header: 'Currency', cell: (limit) => limit.currency },
                { header: 'Amount', cell: (limit) => (limit.amount ? formatMoney(limit.amount) : 'none') },
                { header: 'Used', cell: (limit) => formatMoney(limit.used) },
                {
                  header: 'Pending change',
                  cell: (limit) =>
                    limit.pending
                      ? `${limit.pending.amount ? formatMoney(limit.pending.amount) : 'removal'} from ${formatTime(limit.pending.effectiveAt)}`
                      : '—',
                },
              ]}
            />
          </>
        )}
      </QueryView>
    </AdminSection>
  );
}
