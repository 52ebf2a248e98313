import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PREMIUM_TOURNAMENT_MESSAGE, type TournamentSummary } from '@gom/contract/contests';
import { FormError, PendingButton } from '@/components/form-parts.tsx';
import { LazyPremiumDialog } from '@/components/plans/lazy-premium-dialog.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { WalletSelect } from '@/components/wallet/wallet-select.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useWallets } from '@/lib/money/get-wallets.ts';
import { usePlanStatus } from '@/lib/plans/get-plan-status.ts';
import { UPGRADE_TO_PREMIUM_LABEL } from '@/lib/plans/plan-text.ts';
import { useEnterTournament } from '../api/enter-tournament.ts';

// Enter a tournament: the wallet to pay the fee from (only wallets in the tournament's currency), the fee held
// until the start. A Premium-only tournament refuses a Free player before anything is sent, with the upgrade
// message and a way to upgrade; the server refuses too (the same message), and whatever it says is shown as is.

export const ENTERED_MESSAGE = 'You are in';
const ENTER_FAILURE_MESSAGE = 'Could not enter. Please try again.';

function UpgradeRefusal({ userId, onClose }: { userId: string; onClose: () => void }) {
  const plan = usePlanStatus(userId);
  const [upgrading, setUpgrading] = useState(false);
  return (
    <>
      <Alert variant="error">{PREMIUM_TOURNAMENT_MESSAGE}</Alert>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Not now
        </Button>
        <Button disabled={!plan.isSuccess} onClick={() => setUpgrading(true)}>
          {UPGRADE_TO_PREMIUM_LABEL}
        </Button>
      </DialogFooter>
      {upgrading && plan.isSuccess && (
        <LazyPremiumDialog userId={userId} status={plan.data} onClose={() => setUpgrading(false)} />
      )}
    </>
  );
}

function WalletChoice({
  userId,
  tournament,
  onPremiumRefusal,
  onEntered,
}: {
  userId: string;
  tournament: TournamentSummary;
  onPremiumRefusal: () => void;
  onEntered: () => void;
}) {
  const wallets = useWallets(userId);
  const enter = useEnterTournament(userId);
  const currency = tournament.entryFee.currency;
  const usable = (wallets.data ?? []).filter((wallet) => wallet.currency === currency);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const walletId = chosen || (usable.find((wallet) => wallet.default) ?? usable[0])?.id || '';

  function handleEnter() {
    if (!walletId) return;
    setError(null);
    enter.mutate(
      { tournamentId: tournament.id, walletId },
      {
        onSuccess: () => {
          toast.success(ENTERED_MESSAGE, {
            description: `${formatMoney(tournament.entryFee)} is held for ${tournament.name} until it starts.`,
          });
          onEntered();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.message === PREMIUM_TOURNAMENT_MESSAGE) {
            onPremiumRefusal();
            return;
          }
          setError(isApiError(failure) && failure.status < 500 ? failure.message : ENTER_FAILURE_MESSAGE);
        },
      },
    );
  }

  if (wallets.isSuccess && usable.length === 0) {
    return (
      <>
        <Alert variant="info">
          The entry fee is paid in {currency}. Open a {currency} wallet and fund it to enter.
        </Alert>
        <DialogFooter>
          <Button asChild>
            <Link to="/wallet">Go to Wallet</Link>
          </Button>
        </DialogFooter>
      </>
    );
  }
  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor="tournament-wallet">Wallet</Label>
        <WalletSelect id="tournament-wallet" wallets={usable} value={walletId || undefined} onChange={setChosen} />
      </div>
      <FormError message={error} />
      <DialogFooter>
        <PendingButton pending={enter.isPending} disabled={!walletId} onClick={handleEnter}>
          Enter for {formatMoney(tournament.entryFee)}
        </PendingButton>
      </DialogFooter>
    </>
  );
}

export function EnterTournamentDialog({
  userId,
  tournament,
  open,
  onClose,
}: {
  userId: string;
  tournament: TournamentSummary;
  open: boolean;
  onClose: () => void;
}) {
  const plan = usePlanStatus(userId);
  const [refusedByServer, setRefusedByServer] = useState(false);
  const refused = refusedByServer || (tournament.premiumOnly && plan.isSuccess && plan.data.plan === 'free');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Enter {tournament.name}</DialogTitle>
          <DialogDescription>
            {refused
              ? 'Premium-only tournaments are part of the Premium plan.'
              : `The ${formatMoney(tournament.entryFee)} fee is held until the start and released if the tournament is cancelled.`}
          </DialogDescription>
        </DialogHeader>
        {refused ? (
          <UpgradeRefusal userId={userId} onClose={onClose} />
        ) : (
          <WalletChoice
            userId={userId}
            tournament={tournament}
            onPremiumRefusal={() => setRefusedByServer(true)}
            onEntered={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
