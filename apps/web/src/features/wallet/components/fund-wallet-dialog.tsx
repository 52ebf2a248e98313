import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLinkIcon } from 'lucide-react';
import { toast } from 'sonner';
import { isSaferPlayRefusal } from '@/lib/safer-play/safer-play-refusals.ts';
import { FUND_AMOUNT_STEP } from '@gom/contract/constants';
import type { CurrencyCode } from '@gom/contract/money';
import type { Wallet } from '@gom/contract/wallets';
import { Button } from '@/components/ui/button.tsx';
import { SummaryList } from './summary-list.tsx';
import { FormError, PendingButton, SuccessHeader } from '@/components/form-parts.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { formatMoney } from '@/lib/money/format-money.ts';
import { refreshMoneyQueries, useFundWallet } from '../api/fund-wallet.ts';
import { useIdempotencyKey } from '@/lib/idempotency/use-idempotency-key.ts';
import { validateFundAmount } from '../utils/validate-fund-amount.ts';
import { WalletSelect } from '@/components/wallet/wallet-select.tsx';

// Spec §2, §4: form → 'Payment Link Generated' → completion (refresh, close) or close. Opened from
// 'Pay Now' it starts on the link view with the existing checkout link.

export const FUND_FAILURE_TITLE = 'Error';
export const FUND_FAILURE_MESSAGE = 'Failed to generate payment link. Please try again.';
const HTTP_CLIENT_ERROR = 400;
const HTTP_SERVER_ERROR = 500;

export type FundPrefill = { walletId?: string; amount?: string; currency?: string; paymentLink?: string };

export type FundWalletDialogProps = {
  userId: string;
  wallets: readonly Wallet[];
  prefill: FundPrefill;
  onClose: () => void;
};

export function FundWalletDialog({ userId, wallets, prefill, onClose }: FundWalletDialogProps) {
  const queryClient = useQueryClient();
  const fund = useFundWallet(userId);
  const idempotency = useIdempotencyKey();
  // The button disables itself on the next render; this stops a second submit that lands before it.
  const submitting = useRef(false);
  const [walletId, setWalletId] = useState(prefill.walletId);
  const [amount, setAmount] = useState(prefill.amount ?? '');
  const [error, setError] = useState<string | null>(null);
  const [paymentLink, setPaymentLink] = useState(prefill.paymentLink);
  const wallet = wallets.find((candidate) => candidate.id === walletId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const check = validateFundAmount({ walletId, currency: wallet?.currency, amount });
    if (!check.ok || !wallet) {
      setError(check.ok ? null : check.message);
      return;
    }
    setError(null);
    // The wallet's own currency, which the server checks against the wallet again.
    const body = { walletId: wallet.id, amount: { value: check.value, currency: wallet.currency as CurrencyCode } };
    const idempotencyKey = idempotency.keyFor(JSON.stringify(body));
    submitting.current = true;
    fund.mutate(
      { idempotencyKey, ...body },
      {
        onSuccess: (response) => {
          // This payment is made; the next submission is a new one.
          idempotency.reset();
          setPaymentLink(response.paymentLink);
          toast.success('Payment Link Generated', { description: 'Click the link to complete your payment' });
        },
        onError: (failure) => {
          // Safer play's refusal dialog (the shell's) says why and what to do: this dialog steps aside so the
          // player reads one message, not that one over a toast and this form.
          if (isSaferPlayRefusal(failure)) {
            onClose();
            return;
          }
          toast.error(FUND_FAILURE_TITLE, { description: FUND_FAILURE_MESSAGE });
          // A refused request (bad amount, currency mismatch) says why; anything else keeps the generic line.
          if (isApiError(failure) && failure.status >= HTTP_CLIENT_ERROR && failure.status < HTTP_SERVER_ERROR) {
            setError(failure.message);
          }
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  }

  async function handleCompleted() {
    await refreshMoneyQueries(queryClient, userId);
    onClose();
  }

  const displayCurrency = wallet?.currency ?? prefill.currency ?? '';
  const displayAmount = Number(amount);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {paymentLink ? (
          <>
            <SuccessHeader title="Payment Link Generated">
              Complete the payment on the secure checkout page, then come back here to update your balance.
            </SuccessHeader>
            {Number.isFinite(displayAmount) && displayAmount > 0 && (
              <dl className="grid grid-cols-2 gap-2 rounded-lg border border-border bg-background/40 p-4 text-sm">
                <dt className="text-muted-foreground">Amount</dt>
                <dd className="text-right font-medium tabular-nums">
                  {formatMoney({ value: displayAmount, currency: displayCurrency })}
                </dd>
                <dt className="text-muted-foreground">Wallet</dt>
                <dd className="text-right font-medium">{displayCurrency}</dd>
              </dl>
            )}
            <DialogFooter>
              <Button variant="ghost" onClick={onClose}>
                Close
              </Button>
              <Button variant="outline" onClick={() => void handleCompleted()}>
                I&apos;ve Completed Payment
              </Button>
              <Button asChild>
                <a href={paymentLink} target="_blank" rel="noopener noreferrer">
                  <ExternalLinkIcon aria-hidden="true" />
                  Complete Payment
                </a>
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Fund Wallet</DialogTitle>
              <DialogDescription>Generate a secure payment link to add money to a wallet.</DialogDescription>
            </DialogHeader>
            <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
              <div className="flex flex-col gap-2">
                <Label htmlFor="fund-wallet">Wallet</Label>
                <WalletSelect
                  id="fund-wallet"
                  wallets={wallets}
                  value={walletId}
                  onChange={setWalletId}
                  figure="balance"
                />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="fund-amount">Amount</Label>
                <Input
                  id="fund-amount"
                  type="number"
                  inputMode="decimal"
                  step={FUND_AMOUNT_STEP}
                  min={0}
                  placeholder="0.00"
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'fund-error' : undefined}
                />
              </div>
              {wallet && (
                <SummaryList
                  rows={[
                    ['Current Balance', formatMoney(wallet.balance)],
                    ['Available', formatMoney(wallet.available)],
                  ]}
                />
              )}
              <FormError id="fund-error" message={error} />
              <DialogFooter>
                <Button type="button" variant="ghost" onClick={onClose}>
                  Cancel
                </Button>
                <PendingButton type="submit" pending={fund.isPending}>
                  Generate Payment Link
                </PendingButton>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
