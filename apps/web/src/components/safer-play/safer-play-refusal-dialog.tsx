import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ShieldCheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { useSession } from '@/lib/auth/get-user.ts';
import {
  dismissSaferPlayRefusal,
  SAFER_PLAY_SETTINGS_PATH,
  useSaferPlayRefusal,
} from '@/lib/safer-play/safer-play-refusals.ts';

// The form (and the schema library it validates with) loads only when the server asks for a date of birth:
// this dialog is mounted in every signed-in page, whose first load should not carry it.
const DateOfBirthForm = lazy(() => import('./date-of-birth-form.tsx').then((m) => ({ default: m.DateOfBirthForm })));

/**
 * Explains a stake, funding or withdrawal that Safer play refused, with the server's message (which limit,
 * when it resets; which break, when it ends) and a link to Safer play; or asks for the date of birth the
 * server needs first. Mounted once in the authenticated shell.
 */
export function SaferPlayRefusalDialog() {
  const refusal = useSaferPlayRefusal();
  const { user } = useSession();
  if (!refusal || !user) return null;
  const needsBirthDate = refusal.code === 'DATE_OF_BIRTH_REQUIRED';
  return (
    <Dialog open onOpenChange={(open) => !open && dismissSaferPlayRefusal()}>
      <DialogContent>
        <DialogHeader>
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary sm:mx-0">
            <ShieldCheckIcon className="size-6" aria-hidden="true" />
          </div>
          <DialogTitle>{needsBirthDate ? 'Your date of birth' : 'Safer play'}</DialogTitle>
          <DialogDescription>{refusal.message}</DialogDescription>
        </DialogHeader>
        {needsBirthDate ? (
          <>
            <p className="text-sm text-muted-foreground">
              Goal or Miss is for players aged 18 or over. Once saved, try again.
            </p>
            <Suspense fallback={null}>
              <DateOfBirthForm userId={user.id} onSaved={dismissSaferPlayRefusal} />
            </Suspense>
          </>
        ) : (
          <DialogFooter>
            <Button variant="outline" onClick={dismissSaferPlayRefusal}>
              Close
            </Button>
            <Button asChild onClick={dismissSaferPlayRefusal}>
              <Link to={SAFER_PLAY_SETTINGS_PATH}>Open Safer play</Link>
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
