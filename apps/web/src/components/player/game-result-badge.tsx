import type { GameHistoryItem } from '@gom/contract/stats';
import { Badge } from '@/components/ui/badge.tsx';

const VARIANTS = {
  Win: 'success',
  Loss: 'destructive',
  Draw: 'secondary',
  Pending: 'outline',
} as const satisfies Record<GameHistoryItem['result'], 'success' | 'destructive' | 'secondary' | 'outline'>;

/** 'Win' in green, 'Loss' in red, a 'Draw' in grey and a contest still 'Pending' outlined: how a game ended. */
export function GameResultBadge({ result }: { result: GameHistoryItem['result'] }) {
  return (
    // A fixed width keeps the rows of a list aligned whatever the word.
    <Badge variant={VARIANTS[result]} data-result={result} className="w-16">
      {result}
    </Badge>
  );
}
