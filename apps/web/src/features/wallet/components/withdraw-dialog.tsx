import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ExternalLinkIcon } from 'lucide-react';
import { toast } from 'sonner';
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from '@gom/contract/money';
import { WITHDRAWAL_MINIMUMS, type WithdrawalResult } from '@gom/contract/withdrawals';
import type { Wallet } from '@gom/contract/wallets';
import { Button } from '@/components/ui/button.tsx';
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
import { formatMoney } from '@/lib/money/format-money.ts';
import { useRefundablePayments } from '../api/get-refundable-payments.ts';
import { useRequestWithdrawal } from '../api/request-withdrawal.ts';
import { useIdempotencyKey } from '@/lib/idempotency/use-idempotency-key.ts';
import { clientErrorMessage } from '../utils/is-client-error.ts';
import { validateWithdrawal } from '../utils/validate-withdrawal.ts';
import { SummaryList } from './summary-list.tsx';

// Take money out of the selected wallet. The amount is held at once; the payout provider pays
// it, and the withdrawal completes when the provider confirms. Bank currencies need an account holder
// and number (a bank code where the provider asks for one); stablecoins a wallet address. Money paid in by
// card goes back to the card first (a refund, up to what each payment paid), as the server requires.

export const BACK_TO_CARD_NOTE =
  'Money paid in by card goes back to the card first, up to what it paid. Once it has, the rest goes to your account.';

const paidOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export const WITHDRAW_FAILURE_MESSAGE = 'Failed to request withdrawal. Please try again.';

const BANK_FIELDS = [
  { field: 'accountHolderName', label: 'Account holder name', placeholder: 'As on the bank account' },
  { field: 'accountNumber', label: 'Account number', placeholder: '0123456789', inputMode: 'numeric' },
  { field: 'bankCode', label: 'Bank code (if your bank needs one)', placeholder: 'e.g. 058' },
] as const;
const ADDRESS_FIELDS = [{ field: 'address', label: 'Wallet address', placeholder: '0x… or T…' }] as const;

function walletCurrency(wallet: Wallet): CurrencyCode {
  return CURRENCY_CODES.find((code) => code === wallet.currency) ?? 'USD';
}

export function WithdrawDialog({ userId, wallet, onClose }: { userId: string; wallet: Wallet; onClose: () => void }) {
  const withdraw = useRequestWithdrawal(userId);
  const idempotency = useIdempotencyKey();
  const submitting = useRef(false);
  const currency = walletCurrency(wallet);
  const fields = CURRENCIES[currency].type === 'crypto' ? ADDRESS_FIELDS : BANK_FIELDS;
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<WithdrawalResult | null>(null);
  const refundable = useRefundablePayments(userId);
  const payments = (refundable.data ?? []).filter((payment) => payment.walletId === wallet.id);
  const elsewhere = (refundable.data ?? []).find((payment) => payment.walletId !== wallet.id);
  const [chosenPayment, setChosenPayment] = useState<string | null>(null);
  const refund = payments.find((payment) => payment.fundingId === chosenPayment) ?? payments[0];
  // Until it is known whether a card can take the money back, no destination is offered (no form that then flips).
  const checking = refundable.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const check = validateWithdrawal({
      walletId: wallet.id,
      currency,
      amount,
      destination,
      refund: refund && { fundingId: refund.fundingId, remaining: refund.remaining.value },
    });
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    const body = { walletId: wallet.id, amount: { value: check.value, currency }, destination: check.destination };
    submitting.current = true;
    withdraw.mutate(
      { idempotencyKey: idempotency.keyFor(JSON.stringify(body)), ...body },
      {
        onSuccess: (response) => {
          idempotency.reset();
          setResult(response);
          toast.success('Withdrawal Requested', {
            description: `Your withdrawal of ${formatMoney(body.amount)} is being processed`,
          });
        },
        onError: (failure) => {
          toast.error('Error', { description: WITHDRAW_FAILURE_MESSAGE });
          setError(clientErrorMessage(failure));
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {result ? (
          <>
            <SuccessHeader title="Withdrawal Requested">
              The amount is held in your wallet until the provider confirms it. You can follow it in Transactions, and
              cancel it from the wallet while it is not paid out yet.
            </SuccessHeader>
            <SummaryList
              rows={[
                ['Amount', formatMoney({ value: Number(amount), currency })],
                ['Reference', result.reference],
                ['Status', result.status.charAt(0).toUpperCase() + result.status.slice(1)],
              ]}
            />
            <DialogFooter>
              <Button variant="ghost" onClick={onClose}>
                Close
              </Button>
              {result.payoutLink && (
                <Button asChild variant="outline">
                  <a href={result.payoutLink} target="_blank" rel="noopener noreferrer">
                    <ExternalLinkIcon aria-hidden="true" />
                    Open Sandbox Payouts
                  </a>
                </Button>
              )}
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Withdraw</DialogTitle>
              <DialogDescription>
                {refund
                  ? `Send money from your ${currency} wallet back to the card that paid it in.`
                  : `Send money from your ${currency} wallet to your own account.`}
              </DialogDescription>
            </DialogHeader>
            <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
              <div className="flex flex-col gap-2">
                <Label htmlFor="withdraw-amount">Amount ({currency})</Label>
                <Input
                  id="withdraw-amount"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  placeholder="0.00"
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                  aria-invalid={error ? true : undefined}
                />
              </div>
              {refund ? (
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 text-sm font-medium">Back to your card</legend>
                  <p className="text-muted-foreground text-sm">{BACK_TO_CARD_NOTE}</p>
                  {payments.map((payment) => (
                    <label
                      key={payment.fundingId}
                      className="border-border flex items-center gap-3 rounded-md border px-3 py-2 text-sm"
                    >
                      <input
                        type="radio"
                        name="withdraw-refund"
                        value={payment.fundingId}
                        checked={payment.fundingId === refund.fundingId}
                        onChange={() => setChosenPayment(payment.fundingId)}
                      />
                      <span className="flex-1">
                        Payment {payment.reference} · {paidOn(payment.paidAt)}
                      </span>
                      <span className="tabular-nums">up to {formatMoney(payment.remaining)}</span>
                    </label>
                  ))}
                </fieldset>
              ) : (
                elsewhere && (
                  <p className="text-muted-foreground text-sm" role="note">
                    Your card payment {elsewhere.reference} to your {elsewhere.remaining.currency} wallet can still take
                    back {formatMoney(elsewhere.remaining)}: withdraw it there first. {BACK_TO_CARD_NOTE}
                  </p>
                )
              )}
              {checking && (
                <p className="text-muted-foreground text-sm" role="status">
                  Checking where your money can go…
                </p>
              )}
              {!refund &&
                !checking &&
                fields.map((input) => (
                  <div key={input.field} className="flex flex-col gap-2">
                    <Label htmlFor={`withdraw-${input.field}`}>{input.label}</Label>
                    <Input
                      id={`withdraw-${input.field}`}
                      placeholder={input.placeholder}
                      inputMode={'inputMode' in input ? input.inputMode : undefined}
                      autoComplete="off"
                      value={destination[input.field] ?? ''}
                      onChange={(event) =>
                        setDestination((current) => ({ ...current, [input.field]: event.target.value }))
                      }
                    />
                  </div>
                ))}
              <SummaryList
                rows={
                  refund
                    ? [
                        ['Available', formatMoney(wallet.available)],
                        ['Can go back to this card', formatMoney(refund.remaining)],
                      ]
                    : [
                        ['Available', formatMoney(wallet.available)],
                        ['Minimum withdrawal', formatMoney({ value: WITHDRAWAL_MINIMUMS[currency], currency })],
                      ]
                }
              />
              <FormError message={error} />
              <DialogFooter>
                <Button type="button" variant="ghost" onClick={onClose}>
                  Cancel
                </Button>
                <PendingButton type="submit" pending={withdraw.isPending} disabled={checking}>
                  Withdraw
                </PendingButton>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
