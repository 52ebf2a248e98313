import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ArrowDownIcon, TimerIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { CurrencyCode } from '@gom/contract/money';
import { TRANSFER_QUOTE_SECONDS, type TransferQuote } from '@gom/contract/transfers';
import type { Wallet } from '@gom/contract/wallets';
import { Button } from '@/components/ui/button.tsx';
import { FormError, PendingButton } from '@/components/form-parts.tsx';
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
import { formatTransactionDate } from '@/lib/money/transaction-status.ts';
import { useCreateTransfer } from '../api/create-transfer.ts';
import { useQuoteTransfer } from '../api/quote-transfer.ts';
import { useIdempotencyKey } from '@/lib/idempotency/use-idempotency-key.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';
import { clientErrorMessage } from '../utils/is-client-error.ts';
import { validateFundAmount } from '../utils/validate-fund-amount.ts';
import { SummaryList } from './summary-list.tsx';
import { WalletSelect } from '@/components/wallet/wallet-select.tsx';

// Convert between the player's own wallets. Form → 'Get Quote' (rate, fee, what arrives, held
// TRANSFER_QUOTE_SECONDS) → 'Confirm'. Changing anything drops the quote; an expired one asks again.

export const QUOTE_FAILURE_MESSAGE = 'Failed to get a quote. Please try again.';
export const TRANSFER_FAILURE_MESSAGE = 'Failed to complete transfer. Please try again.';
export const QUOTE_EXPIRED_TEXT = 'This quote has expired. Please get a new quote.';
const MS_PER_SECOND = 1_000;

type HeldQuote = { quote: TransferQuote; deadline: number };

function formatRate(quote: TransferQuote): string {
  const rate = quote.rate.toLocaleString('en-US', { maximumFractionDigits: 6 });
  return `1 ${quote.amount.currency} = ${rate} ${quote.receive.currency}`;
}

export type TransferDialogProps = {
  userId: string;
  wallets: readonly Wallet[];
  /** The wallet the card shows: money leaves it unless the player picks another. */
  initialFromId: string;
  onClose: () => void;
  onCreateWallet: () => void;
};

export function TransferDialog({ userId, wallets, initialFromId, onClose, onCreateWallet }: TransferDialogProps) {
  const quoteTransfer = useQuoteTransfer(userId);
  const createTransfer = useCreateTransfer(userId);
  const idempotency = useIdempotencyKey();
  // The buttons disable themselves on the next render; this stops a second click that lands before it.
  const busy = useRef(false);
  const [fromId, setFromId] = useState(initialFromId);
  const [toId, setToId] = useState(() => wallets.find((wallet) => wallet.id !== initialFromId)?.id);
  const [amount, setAmount] = useState('');
  const [held, setHeld] = useState<HeldQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(held?.deadline ?? null);
  const expired = secondsLeft === 0;

  const from = wallets.find((wallet) => wallet.id === fromId);
  const destinations = wallets.filter((wallet) => wallet.id !== fromId);

  function change(apply: () => void) {
    apply();
    setHeld(null);
    setError(null);
  }

  function chooseFrom(walletId: string) {
    change(() => {
      setFromId(walletId);
      if (toId === walletId) setToId(wallets.find((wallet) => wallet.id !== walletId)?.id);
    });
  }

  function getQuote(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (busy.current) return;
    const check = validateFundAmount({ walletId: toId, currency: from?.currency, amount });
    if (!check.ok || !from || !toId) {
      setError(check.ok ? 'Please choose the wallet to transfer to' : check.message);
      return;
    }
    setError(null);
    busy.current = true;
    quoteTransfer.mutate(
      {
        fromWalletId: from.id,
        toWalletId: toId,
        amount: { value: check.value, currency: from.currency as CurrencyCode },
      },
      {
        onSuccess: (quote) => setHeld({ quote, deadline: Date.now() + TRANSFER_QUOTE_SECONDS * MS_PER_SECOND }),
        onError: (failure) => {
          toast.error('Error', { description: QUOTE_FAILURE_MESSAGE });
          setError(clientErrorMessage(failure));
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  }

  function confirm() {
    if (!held || busy.current) return;
    const { quote } = held;
    busy.current = true;
    createTransfer.mutate(
      { quoteId: quote.quoteId, idempotencyKey: idempotency.keyFor(quote.quoteId) },
      {
        onSuccess: (result) => {
          idempotency.reset();
          toast.success('Transfer Completed', {
            description: `${formatMoney(result.receive)} arrived in your ${result.receive.currency} wallet`,
          });
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.code === 'QUOTE_EXPIRED') {
            setHeld({ quote, deadline: Date.now() });
            return;
          }
          toast.error('Error', { description: TRANSFER_FAILURE_MESSAGE });
          setError(clientErrorMessage(failure));
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  }

  if (wallets.length < 2) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Transfer</DialogTitle>
            <DialogDescription>
              Transfers move money between your own wallets. Create a wallet in another currency first.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
            <Button onClick={onCreateWallet}>Create Wallet</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Transfer</DialogTitle>
          <DialogDescription>Convert money between your own wallets at a quoted rate.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={getQuote} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="transfer-from">From</Label>
            <WalletSelect id="transfer-from" wallets={wallets} value={fromId} onChange={chooseFrom} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="transfer-amount">Amount{from ? ` (${from.currency})` : ''}</Label>
            <Input
              id="transfer-amount"
              type="number"
              inputMode="decimal"
              min={0}
              placeholder="0.00"
              value={amount}
              onChange={(event) => change(() => setAmount(event.target.value))}
              aria-invalid={error ? true : undefined}
            />
            {from && (
              <p className="text-xs text-muted-foreground">
                Available: <span className="tabular-nums">{formatMoney(from.available)}</span>
              </p>
            )}
          </div>
          <ArrowDownIcon className="mx-auto size-4 text-muted-foreground" aria-hidden="true" />
          <div className="flex flex-col gap-2">
            <Label htmlFor="transfer-to">To</Label>
            <WalletSelect
              id="transfer-to"
              wallets={destinations}
              value={toId}
              onChange={(walletId) => change(() => setToId(walletId))}
            />
          </div>

          {held && (
            <SummaryList
              label="Quote"
              rows={[
                ['Rate', formatRate(held.quote)],
                ['Fee', formatMoney(held.quote.fee)],
                ['You send', formatMoney(held.quote.amount)],
                ['You receive', <span className="text-primary">{formatMoney(held.quote.receive)}</span>],
                ['Rates as of', formatTransactionDate(held.quote.ratesAsOf)],
              ]}
            />
          )}
          {held && !expired && (
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground" aria-live="polite">
              <TimerIcon className="size-3.5" aria-hidden="true" />
              This quote holds for {secondsLeft} s
            </p>
          )}
          {held && expired && (
            <p role="alert" className="text-sm text-amber-300">
              {QUOTE_EXPIRED_TEXT}
            </p>
          )}
          <FormError message={error} />

          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            {held && !expired ? (
              <PendingButton type="button" onClick={confirm} pending={createTransfer.isPending}>
                Confirm
              </PendingButton>
            ) : (
              <PendingButton type="submit" pending={quoteTransfer.isPending}>
                Get Quote
              </PendingButton>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
