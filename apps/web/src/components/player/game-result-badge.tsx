import type { GameHistoryItem } from '@gom/contract/stats';
import { Badge } from '@/components/ui/badge.tsx';

/** 'Win' in green, 'Loss' in red: how a settled game ended. */
export function GameResultBadge({ result }: { result: GameHistoryItem['result'] }) {
  return (
    // A fixed width keeps the rows of a list aligned whatever the word.
    <Badge variant={result === 'Win' ? 'success' : 'destructive'} data-result={result} className="w-11">
      {result}
    </Badge>
  );
}
