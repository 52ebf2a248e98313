import { Link } from 'react-router';
import { ShieldCheckIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { useSaferPlay } from '@/lib/safer-play/get-safer-play.ts';
import { SAFER_PLAY_SETTINGS_PATH } from '@/lib/safer-play/safer-play-refusals.ts';
import { formatUntil } from './format-until.ts';

/**
 * The line during a time-out or self-exclusion: what it blocks and when it ends. `page` (the dashboard) pads it
 * as a page's first row; `inline` (the Play screen, above its form) leaves the layout to the screen.
 */
export function BreakNotice({ userId, layout = 'page' }: { userId: string | undefined; layout?: 'page' | 'inline' }) {
  const saferPlay = useSaferPlay(userId);
  const state = saferPlay.data;
  const current = state?.selfExclusion
    ? { what: 'self-exclusion', until: state.selfExclusion.until }
    : state?.timeOut
      ? { what: 'time-out', until: state.timeOut.until }
      : null;
  if (!current) return null;
  const notice = (
    <Alert variant="info" data-testid="break-notice">
      <ShieldCheckIcon aria-hidden="true" />
      <p>
        Your {current.what} ends on {formatUntil(current.until)}. Until then you cannot play or add funds; withdrawals
        still work.{' '}
        <Link to={SAFER_PLAY_SETTINGS_PATH} className="underline underline-offset-4">
          Safer play
        </Link>
      </p>
    </Alert>
  );
  if (layout === 'inline') return notice;
  return <div className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6 sm:pt-6 lg:px-8 lg:pt-8">{notice}</div>;
}
