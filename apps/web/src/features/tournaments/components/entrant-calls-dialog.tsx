import { CheckCircle2Icon, CircleSlashIcon, XCircleIcon } from 'lucide-react';
import { shownNameOf } from '@gom/contract/players';
import type { EntrantCall, Standing } from '@gom/contract/contests';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { LoadErrorCard } from '@/components/load-error-card.tsx';
import { useEntrantCalls } from '../api/get-entrant-calls.ts';
import { formatAnswerTime } from './standings-table.tsx';

// A closed tournament's entrant, chosen in the final table: their calls question by question, right or wrong and
// how fast, so a player sees how the places were won (the replays are the viewer's own: one clip set for all).

function CallRow({ call }: { call: EntrantCall }) {
  const Icon = call.answer === null ? CircleSlashIcon : call.isCorrect ? CheckCircle2Icon : XCircleIcon;
  const tone = call.answer === null ? 'text-muted-foreground' : call.isCorrect ? 'text-emerald-400' : 'text-red-400';
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border bg-background/40 px-3 py-2 text-sm">
      <Icon className={`size-4 shrink-0 ${tone}`} aria-hidden="true" />
      <span className="font-medium">Question {call.questionIndex + 1}</span>
      <span>
        {call.answer === null ? 'No call' : `${call.answer.toUpperCase()} · ${call.isCorrect ? 'right' : 'wrong'}`}
      </span>
      {call.answerMs !== null && (
        <span className="ml-auto text-muted-foreground tabular-nums">{formatAnswerTime(call.answerMs)}</span>
      )}
    </li>
  );
}

function CallsList({ tournamentId, entrant }: { tournamentId: string; entrant: Standing }) {
  const calls = useEntrantCalls(tournamentId, entrant.userId);
  if (calls.isPending) return <Skeleton className="h-40 w-full" />;
  if (calls.isError) return <LoadErrorCard title="Failed to load the calls" onRetry={() => void calls.refetch()} />;
  return (
    <ul aria-label={`${shownNameOf(entrant)}’s calls`} className="flex flex-col gap-2">
      {calls.data.calls.map((call) => (
        <CallRow key={call.questionIndex} call={call} />
      ))}
    </ul>
  );
}

export function EntrantCallsDialog({
  tournamentId,
  entrant,
  onClose,
}: {
  tournamentId: string;
  entrant: Standing | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={entrant !== null} onOpenChange={(open) => !open && onClose()}>
      {entrant && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{shownNameOf(entrant)}’s calls</DialogTitle>
            <DialogDescription>
              #{entrant.rank} · {entrant.correct} right · {formatAnswerTime(entrant.totalAnswerMs)} in all
            </DialogDescription>
          </DialogHeader>
          <CallsList tournamentId={tournamentId} entrant={entrant} />
        </DialogContent>
      )}
    </Dialog>
  );
}
