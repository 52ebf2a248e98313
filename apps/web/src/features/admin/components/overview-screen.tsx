import { formatMoney } from '@/lib/money/format-money.ts';
import { useOverview } from '../api/overview-audit.ts';
import { AdminSection } from './admin-section.tsx';
import { AdminTable, QueryView } from './admin-table.tsx';

const percent = (ratio: number | null) => (ratio === null ? '—' : `${(ratio * 100).toFixed(1)} %`);

export function OverviewScreen() {
  const overview = useOverview();
  return (
    <QueryView query={overview} title="the overview">
      {(data) => (
        <>
          <h1 className="text-2xl font-semibold">Overview</h1>
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {[
              ['Players', data.players.total],
              ['Active today', data.players.activeToday],
              ['Games today', data.gamesToday],
              ['Render queue', `${data.renderQueue.pending} pending · ${data.renderQueue.failed} failed`],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg border border-border p-4">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <AdminSection title="Today's money (UTC)">
            <AdminTable
              label="Today's money"
              rows={data.money}
              rowKey={(row) => row.currency}
              empty="No settled game today."
              columns={[
                { header: 'Currency', cell: (row) => row.currency },
                { header: 'Stakes', cell: (row) => formatMoney(row.stakes) },
                { header: 'Winnings', cell: (row) => formatMoney(row.winnings) },
                { header: 'Gross gaming revenue', cell: (row) => formatMoney(row.grossGamingRevenue) },
              ]}
            />
          </AdminSection>
          <AdminSection title="Return to players">
            <AdminTable
              label="Return to players"
              rows={data.returnToPlayer}
              rowKey={(row) => `${row.difficulty}-${row.currency}`}
              empty="No settled game yet."
              columns={[
                { header: 'Level', cell: (row) => row.difficulty },
                { header: 'Currency', cell: (row) => row.currency },
                { header: 'Games', cell: (row) => row.games },
                { header: 'Actual', cell: (row) => percent(row.actual) },
                { header: 'Model (at most)', cell: (row) => percent(row.model) },
              ]}
            />
          </AdminSection>
          <AdminSection title="Fresh clips per league">
            <AdminTable
              label="Fresh clips"
              rows={data.freshClips}
              rowKey={(row) => row.league}
              empty="No fresh clip."
              columns={[
                { header: 'League', cell: (row) => row.league },
                { header: 'Fresh clips', cell: (row) => row.fresh },
              ]}
            />
          </AdminSection>
        </>
      )}
    </QueryView>
  );
}
