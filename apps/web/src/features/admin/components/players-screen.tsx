import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { usePlayerSearch } from '../api/players.ts';
import { PLAYER_DETAIL_SECTIONS } from '../sections/player-sections.ts';
import { AdminSection } from './admin-section.tsx';
import { AdminTable, QueryView } from './admin-table.tsx';

/** Search by email, username (their beginning) or id. */
export function PlayersScreen() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const results = usePlayerSearch(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };
  return (
    <AdminSection title="Players">
      <form onSubmit={submit} className="mb-4 flex gap-2" role="search">
        <Input
          aria-label="Email, username or id"
          placeholder="Email, username or id"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
        />
        <Button type="submit">Search</Button>
      </form>
      {query && (
        <QueryView query={results} title="the players">
          {(rows) => (
            <AdminTable
              label="Players found"
              rows={rows}
              rowKey={(row) => row.id}
              empty="No player matches."
              columns={[
                {
                  header: 'Player',
                  cell: (row) => (
                    <Link className="text-primary underline-offset-4 hover:underline" to={`/admin/players/${row.id}`}>
                      {row.email}
                    </Link>
                  ),
                },
                { header: 'Username', cell: (row) => row.username },
                { header: 'Name', cell: (row) => `${row.firstName} ${row.lastName}` },
                {
                  header: 'State',
                  cell: (row) => (
                    <span className="flex gap-1">
                      {row.lockedAt ? (
                        <Badge variant="destructive">Locked</Badge>
                      ) : (
                        <Badge variant="success">Active</Badge>
                      )}
                      {row.flagged && <Badge variant="warning">Flagged</Badge>}
                      {row.role === 'operator' && <Badge variant="outline">Operator</Badge>}
                    </span>
                  ),
                },
              ]}
            />
          )}
        </QueryView>
      )}
    </AdminSection>
  );
}

export function PlayerDetailScreen() {
  const { userId = '' } = useParams();
  return (
    <>
      <Link to="/admin/players" className="text-sm text-muted-foreground hover:text-foreground">
        ← Players
      </Link>
      {PLAYER_DETAIL_SECTIONS.map((Section, index) => (
        <Section key={index} userId={userId} />
      ))}
    </>
  );
}
