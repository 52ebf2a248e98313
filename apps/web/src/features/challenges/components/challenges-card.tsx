import { useState } from 'react';
import { Link } from 'react-router';
import { SwordsIcon } from 'lucide-react';
import { PlayerName } from '@/components/player/player-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useChallenges } from '../api/challenges.ts';
import { CHALLENGE_STATUS_LABELS, opponentOf } from '../utils/challenge-text.ts';
import { CreateChallengeDialog } from './create-challenge-dialog.tsx';

// The dashboard's entry point (decision 0160): "Challenge a friend" opens the create dialog; the latest challenges
// link to their pages.

const SHOWN = 3;

export function ChallengesCard({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const challenges = useChallenges(userId);
  const latest = (challenges.data ?? []).slice(0, SHOWN);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Head-to-head</CardTitle>
        <CardDescription>Same clips, your stake against a friend’s.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button onClick={() => setOpen(true)}>
          <SwordsIcon aria-hidden="true" />
          Challenge a friend
        </Button>
        {latest.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label="Your challenges">
            {latest.map((challenge) => {
              const opponent = opponentOf(challenge, userId);
              return (
                <li key={challenge.id}>
                  <Link
                    to={`/challenges/${challenge.id}`}
                    className="flex items-center justify-between gap-2 rounded-lg border border-border p-2 text-sm hover:bg-accent"
                  >
                    {opponent ? <PlayerName player={opponent} /> : <span>Waiting for a friend</span>}
                    <span className="shrink-0 text-muted-foreground">
                      {formatMoney(challenge.stake)} · {CHALLENGE_STATUS_LABELS[challenge.status]}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <CreateChallengeDialog userId={userId} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
