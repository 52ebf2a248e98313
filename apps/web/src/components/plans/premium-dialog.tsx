import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { PlanStatus } from '@gom/contract/plans';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PendingButton } from '@/components/form-parts.tsx';
import { WalletSelect } from '@/components/wallet/wallet-select.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useWallets } from '@/lib/money/get-wallets.ts';
import { useSubscribe } from '@/lib/plans/subscribe.ts';
import { priceFor } from '@/lib/plans/plan-text.ts';

// Buy Premium. The player picks the wallet to pay from and sees the month's price in its currency
// before confirming; the server charges that wallet (a 'subscription' transaction) or says why not.

export const PREMIUM_FAILURE_MESSAGE = 'Could not upgrade. Please try again.';
export const PREMIUM_SUCCESS_MESSAGE = 'Welcome to Premium';

export function PremiumDialog({
  userId,
  status,
  onClose,
}: {
  userId: string;
  status: PlanStatus;
  onClose: () => void;
}) {
  const wallets = useWallets(userId);
  const subscribe = useSubscribe(userId);
  const list = wallets.data ?? [];
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const walletId = chosen || (list.find((wallet) => wallet.default) ?? list[0])?.id || '';
  const wallet = list.find((candidate) => candidate.id === walletId);
  const price = priceFor(status, wallet);

  function handleConfirm() {
    if (!wallet) return;
    setError(null);
    subscribe.mutate(
      { walletId: wallet.id },
      {
        onSuccess: () => {
          toast.success(PREMIUM_SUCCESS_MESSAGE, { description: 'Unlimited games and higher odds are yours.' });
          onClose();
        },
        onError: (failure) => {
          const refused = isApiError(failure) && failure.status < 500 ? failure.message : PREMIUM_FAILURE_MESSAGE;
          setError(refused);
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upgrade to Premium</DialogTitle>
          <DialogDescription>
            Unlimited games and higher prize pools: Premium odds are priced at a {status.premiumMarginPercent}% house
            margin instead of {status.marginPercent}%. Renews monthly from the same wallet; cancel any time.
          </DialogDescription>
        </DialogHeader>
        {wallets.isSuccess && list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You need a wallet with money in it first.{' '}
            <Link to="/wallet" className="font-medium text-primary underline-offset-4 hover:underline">
              Go to your wallet
            </Link>
          </p>
        ) : (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor="premium-wallet">Pay from</Label>
              <WalletSelect id="premium-wallet" wallets={list} value={walletId} onChange={setChosen} />
            </div>
            <p className="flex items-baseline justify-between rounded-lg border px-4 py-3 text-sm">
              <span className="text-muted-foreground">Price</span>
              <span className="text-lg font-semibold tabular-nums" data-testid="premium-price">
                {price ? `${formatMoney(price)} / month` : '—'}
              </span>
            </p>
            {error && <Alert variant="error">{error}</Alert>}
          </div>
        )}
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <PendingButton onClick={handleConfirm} pending={subscribe.isPending} disabled={!wallet || !price}>
            {price ? `Pay ${formatMoney(price)} and upgrade` : 'Upgrade'}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
