import { PlayIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';

/** Spec §2: before the game starts, the Game Controls card with Start Game. */
export function GameControlsCard({ winRule, onStart }: { winRule: string; onStart: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Game Controls</CardTitle>
        <CardDescription>
          Each clip stops just before the shot. Call GOAL or MISS within 10 seconds. {winRule} to win.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button size="lg" className="w-full sm:w-auto" onClick={onStart}>
          <PlayIcon aria-hidden="true" />
          Start Game
        </Button>
      </CardContent>
    </Card>
  );
}
