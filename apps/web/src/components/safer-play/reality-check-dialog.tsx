import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { TimerIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { formatSignedMoney } from '@/lib/money/format-signed-money.ts';
import { useSaferPlay } from '@/lib/safer-play/get-safer-play.ts';
import { useAnswerRealityCheck } from '@/lib/safer-play/reality-check.ts';

/** How often the game screen asks the server for the session: a check is due at most this late. */
export const REALITY_CHECK_POLL_MS = 30_000;

function playedFor(startedAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(startedAt).getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/**
 * The reality check on the game screen: every N minutes of play (the player's choice in Safer play) it shows
 * the time played and the session's net result, both kept by the server, with 'Keep playing' and 'Stop'.
 */
export function RealityCheckDialog({ userId }: { userId: string }) {
  const saferPlay = useSaferPlay(userId, { refetchInterval: REALITY_CHECK_POLL_MS });
  const answer = useAnswerRealityCheck(userId);
  const navigate = useNavigate();
  const [now, setNow] = useState(() => Date.now());
  const session = saferPlay.data?.realityCheck.session ?? null;
  const dueAt = session?.nextCheckAt ? new Date(session.nextCheckAt).getTime() : null;

  useEffect(() => {
    if (dueAt === null) return;
    const wait = dueAt - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [dueAt]);

  if (!session || dueAt === null || Math.max(now, Date.now()) < dueAt) return null;
  const net = session.netResult.length > 0 ? session.netResult.map(formatSignedMoney).join(', ') : 'nothing staked';
  return (
    <Dialog open>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary sm:mx-0">
            <TimerIcon className="size-6" aria-hidden="true" />
          </div>
          <DialogTitle>Reality check</DialogTitle>
          <DialogDescription>
            You have been playing for {playedFor(session.startedAt, Date.now())}. Your net result this session: {net}.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            variant="outline"
            disabled={answer.isPending}
            onClick={() => answer.mutate({ action: 'stop' }, { onSuccess: () => void navigate('/dashboard') })}
          >
            Stop
          </Button>
          <Button disabled={answer.isPending} onClick={() => answer.mutate({ action: 'continue' })}>
            Keep playing
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
