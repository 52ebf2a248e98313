import { Link } from 'react-router';
import { formatMoney } from '@/lib/money/format-money.ts';
import { usePlayerGames } from '../api/players.ts';
import { AdminSection } from '../components/admin-section.tsx';
import { AdminTable, formatTime, QueryView } from '../components/admin-table.tsx';

export function GamesSection({ userId }: { userId: string }) {
  const games = usePlayerGames(userId);
  return (
    <AdminSection title="Games">
      <QueryView query={games} title="the games">
        {(rows) => (
          <AdminTable
            label="Games"
            rows={rows}
            rowKey={(row) => row.id}
            empty="No game."
            columns={[
              { header: 'When (UTC)', cell: (row) => formatTime(row.createdAt) },
              { header: 'League', cell: (row) => row.league },
              { header: 'Level', cell: (row) => row.difficulty },
              { header: 'Stake', cell: (row) => formatMoney(row.stake) },
              { header: 'Score', cell: (row) => `${row.score}/${row.numberOfQuestions}` },
              { header: 'Status', cell: (row) => row.endReason ?? row.status },
              {
                header: 'Timeline',
                cell: (row) => (
                  <Link className="text-primary underline-offset-4 hover:underline" to={`/admin/games/${row.id}`}>
                    Open
                  </Link>
                ),
              },
            ]}
          />
        )}
      </QueryView>
    </AdminSection>
  );
}
