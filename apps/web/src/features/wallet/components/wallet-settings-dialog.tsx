import { useState } from 'react';
import { StarIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { Wallet } from '@gom/contract/wallets';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PendingButton } from '@/components/form-parts.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Separator } from '@/components/ui/separator.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useCloseWallet } from '../api/close-wallet.ts';
import { useWalletLimits } from '../api/get-wallet-limits.ts';
import { clientErrorMessage } from '../utils/is-client-error.ts';
import { SummaryList } from './summary-list.tsx';

// The selected wallet's settings. Make it the default (the existing PATCH), see the limits that
// apply to it, and close it once it is empty (a second step confirms). Safer play's own limits join here
// once that screen exists.

export const CLOSE_WALLET_FAILURE_MESSAGE = 'Failed to close the wallet. Please try again.';

export type WalletSettingsDialogProps = {
  userId: string;
  wallet: Wallet;
  onMakeDefault: () => void;
  isMakingDefault: boolean;
  onClose: () => void;
  onClosed: () => void;
};

export function WalletSettingsDialog(props: WalletSettingsDialogProps) {
  const { userId, wallet, onClose } = props;
  const limits = useWalletLimits(userId, wallet.id);
  const closeWallet = useCloseWallet(userId);
  const [confirming, setConfirming] = useState(false);
  const isEmpty = wallet.balance.value === 0;

  function close() {
    closeWallet.mutate(wallet.id, {
      onSuccess: () => {
        toast.success('Wallet Closed', { description: `Your ${wallet.currency} wallet has been closed` });
        props.onClosed();
      },
      onError: (failure) =>
        toast.error('Error', { description: clientErrorMessage(failure) ?? CLOSE_WALLET_FAILURE_MESSAGE }),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{wallet.currency} Wallet Settings</DialogTitle>
          <DialogDescription>Your default wallet, this wallet&apos;s limits, and closing it.</DialogDescription>
        </DialogHeader>

        <section className="flex flex-wrap items-center justify-between gap-3" aria-label="Default wallet">
          {wallet.default ? (
            <p className="flex items-center gap-2 text-sm">
              <Badge variant="outline" className="border-primary/50 text-primary">
                Default
              </Badge>
              This is your default wallet.
            </p>
          ) : (
            <>
              <p className="min-w-0 flex-1 text-sm text-muted-foreground">
                Games and payments start with your default wallet.
              </p>
              <Button variant="outline" size="sm" onClick={props.onMakeDefault} disabled={props.isMakingDefault}>
                <StarIcon aria-hidden="true" />
                Make Default
              </Button>
            </>
          )}
        </section>

        <section className="flex flex-col gap-2" aria-label="Limits">
          <h3 className="text-sm font-semibold">Limits</h3>
          {limits.isPending && <p className="text-sm text-muted-foreground">Loading limits...</p>}
          {limits.isError && <p className="text-sm text-red-400">Failed to load limits</p>}
          {limits.data && (
            <SummaryList
              rows={[
                ['Largest single funding', formatMoney(limits.data.fundingMax)],
                ['Minimum withdrawal', formatMoney(limits.data.withdrawalMin)],
                ['Transfer fee', `${limits.data.transferFeePercent}%`],
                ['Transfer quotes hold', `${limits.data.transferQuoteSeconds} seconds`],
              ]}
            />
          )}
        </section>

        <Separator />

        <section className="flex flex-col gap-2" aria-label="Close wallet">
          <h3 className="text-sm font-semibold">Close wallet</h3>
          <p className="text-sm text-muted-foreground">
            {isEmpty
              ? 'Closing removes this wallet from your list. Its history stays, and creating a wallet in this currency opens it again.'
              : 'Only an empty wallet can be closed. Transfer or withdraw its balance first.'}
          </p>
          {confirming && (
            <p role="alert" className="text-sm text-amber-300">
              Close your {wallet.currency} wallet?
            </p>
          )}
        </section>

        <DialogFooter>
          {confirming ? (
            <>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Keep It
              </Button>
              <PendingButton variant="destructive" onClick={close} pending={closeWallet.isPending}>
                Close Wallet
              </PendingButton>
            </>
          ) : (
            <>
              <Button variant="ghost" onClick={onClose}>
                Done
              </Button>
              <Button variant="outline" onClick={() => setConfirming(true)} disabled={!isEmpty}>
                Close Wallet
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
