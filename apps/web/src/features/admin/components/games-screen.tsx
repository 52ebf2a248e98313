import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useGameTimeline } from '../api/games-clips.ts';
import { AdminSection } from './admin-section.tsx';
import { AdminTable, formatTime, QueryView } from './admin-table.tsx';

/** Open a game by its id (a player's Games section links here too). */
export function GamesScreen() {
  const [id, setId] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (id.trim()) void navigate(`/admin/games/${encodeURIComponent(id.trim())}`);
  };
  return (
    <AdminSection title="Games">
      <form onSubmit={submit} className="flex gap-2">
        <Input aria-label="Game id" placeholder="Game id" value={id} onChange={(event) => setId(event.target.value)} />
        <Button type="submit">Open</Button>
      </form>
    </AdminSection>
  );
}

/** A game's timeline: each question sent, playable, answered; the outcome; the settlement transfers. */
export function GameTimelineScreen() {
  const { gameId = '' } = useParams();
  const timeline = useGameTimeline(gameId);
  return (
    <QueryView query={timeline} title="this game">
      {({ game, questions, transfers }) => (
        <>
          <AdminSection title={`Game ${game.id}`}>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm md:grid-cols-2">
              <dt className="text-muted-foreground">Player</dt>
              <dd>
                <Link className="text-primary underline-offset-4 hover:underline" to={`/admin/players/${game.userId}`}>
                  {game.email}
                </Link>
              </dd>
              <dt className="text-muted-foreground">League, level</dt>
              <dd>
                {game.league}, {game.difficulty}
              </dd>
              <dt className="text-muted-foreground">Stake, odds</dt>
              <dd>
                {formatMoney(game.stake)} at {(game.oddsHundredths / 100).toFixed(2)}
              </dd>
              <dt className="text-muted-foreground">Outcome</dt>
              <dd>
                {game.status}
                {game.endReason ? ` (${game.endReason})` : ''}: {game.score}/{game.numberOfQuestions}, pass mark{' '}
                {game.passMark}
              </dd>
            </dl>
          </AdminSection>
          <AdminSection title="Questions">
            <AdminTable
              label="Questions"
              rows={questions}
              rowKey={(row) => String(row.questionIndex)}
              empty="No question drawn."
              columns={[
                { header: '#', cell: (row) => row.questionIndex + 1 },
                { header: 'Sent (UTC)', cell: (row) => formatTime(row.sentAt) },
                { header: 'Playable', cell: (row) => formatTime(row.playableAt) },
                { header: 'Deadline', cell: (row) => formatTime(row.deadlineAt) },
                { header: 'Answer', cell: (row) => row.answer ?? '—' },
                { header: 'Answered', cell: (row) => formatTime(row.answeredAt) },
                {
                  header: 'Outcome',
                  cell: (row) => `${row.outcome}${row.xg === null ? '' : ` (xG ${row.xg.toFixed(2)})`}`,
                },
                { header: 'Right', cell: (row) => (row.isCorrect === null ? '—' : row.isCorrect ? 'Yes' : 'No') },
              ]}
            />
          </AdminSection>
          <AdminSection title="Settlement transfers">
            <AdminTable
              label="Settlement transfers"
              rows={transfers}
              rowKey={(row) => row.id}
              empty="No transfer (not settled, or voided: the stake hold was released)."
              columns={[
                { header: 'When (UTC)', cell: (row) => formatTime(row.createdAt) },
                { header: 'Kind', cell: (row) => row.kind },
                {
                  header: 'Postings',
                  cell: (row) =>
                    row.postings.map((posting) => `${posting.account} ${formatMoney(posting.amount)}`).join(' · '),
                },
              ]}
            />
          </AdminSection>
        </>
      )}
    </QueryView>
  );
}
