import { useState } from 'react';
import type { FormEvent } from 'react';
import { CheckCircle2Icon, Loader2Icon } from 'lucide-react';
import { toast } from 'sonner';
import type { CurrencyCode } from '@gom/contract/money';
import type { Wallet } from '@gom/contract/wallets';
import { Button } from '@/components/ui/button.tsx';
import { SummaryList } from './summary-list.tsx';
import { FormError, PendingButton } from '@/components/form-parts.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { capitalize } from '@/lib/money/transaction-status.ts';
import { useCreateWallet } from '../api/create-wallet.ts';
import { useCurrencies } from '../api/get-currencies.ts';
import { missingCurrencies } from '../utils/missing-currencies.ts';
import { CurrencyIcon } from '@/components/wallet/currency-icon.tsx';

// Spec §2, §5, §8: only currencies the player lacks; a currency is required; all taken → no submit.

export const CURRENCY_REQUIRED = 'Please select a currency';
export const CREATE_WALLET_FAILURE_MESSAGE = 'Failed to create wallet. Please try again.';

export type CreateWalletDialogProps = {
  userId: string;
  wallets: readonly Wallet[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (wallet: Wallet) => void;
};

export function CreateWalletDialog({ userId, wallets, open, onOpenChange, onCreated }: CreateWalletDialogProps) {
  const currencies = useCurrencies({ enabled: open });
  const createWallet = useCreateWallet(userId);
  const [currencyCode, setCurrencyCode] = useState<string | undefined>();
  const [makeDefault, setMakeDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server makes a player's first wallet the default whatever is sent.
  const isFirstWallet = wallets.length === 0;

  const available = missingCurrencies(currencies.data ?? [], wallets);
  const selected = available.find((currency) => currency.code === currencyCode);

  function reset() {
    setCurrencyCode(undefined);
    setMakeDefault(false);
    setError(null);
  }

  function handleOpenChange(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createWallet.isPending) return;
    if (!selected) {
      setError(CURRENCY_REQUIRED);
      return;
    }
    setError(null);
    createWallet.mutate(
      // The code comes from the server's own list of supported currencies.
      { currency: selected.code as CurrencyCode, entityType: 'personal', default: isFirstWallet || makeDefault },
      {
        onSuccess: (wallet) => {
          toast.success('Wallet Created', {
            description: `Your ${selected.code} wallet has been created successfully`,
          });
          reset();
          onOpenChange(false);
          onCreated?.(wallet);
        },
        onError: () => toast.error('Error', { description: CREATE_WALLET_FAILURE_MESSAGE }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Wallet</DialogTitle>
          <DialogDescription>Hold a balance in another currency.</DialogDescription>
        </DialogHeader>
        {currencies.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
            Loading currencies...
          </p>
        ) : currencies.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 text-sm">
            <p className="text-red-400">Could not load the supported currencies.</p>
            <Button variant="outline" size="sm" onClick={() => void currencies.refetch()}>
              Try again
            </Button>
          </div>
        ) : available.length === 0 ? (
          <>
            <div className="flex flex-col items-center gap-2 rounded-lg border border-border bg-background/40 p-6 text-center">
              <CheckCircle2Icon className="size-8 text-primary" aria-hidden="true" />
              <h3 className="font-semibold">All Currencies Added</h3>
              <p className="text-sm text-muted-foreground">You already have wallets for all supported currencies.</p>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => handleOpenChange(false)}>
                Close
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor="create-wallet-currency">Currency</Label>
              <Select
                value={currencyCode ?? ''}
                onValueChange={(code) => {
                  setCurrencyCode(code);
                  setError(null);
                }}
              >
                <SelectTrigger
                  id="create-wallet-currency"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'create-wallet-error' : undefined}
                >
                  <SelectValue placeholder="Select a currency" />
                </SelectTrigger>
                <SelectContent>
                  {available.map((currency) => (
                    <SelectItem key={currency.code} value={currency.code}>
                      <CurrencyIcon code={currency.code} className="size-5 text-xs" />
                      <span className="font-medium">{currency.code}</span>
                      <span className="text-muted-foreground">{currency.symbol}</span>
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id="create-wallet-default"
                checked={isFirstWallet || makeDefault}
                disabled={isFirstWallet}
                onCheckedChange={(checked) => setMakeDefault(checked === true)}
              />
              <Label htmlFor="create-wallet-default">Set as default wallet</Label>
            </div>
            {isFirstWallet && (
              <p className="-mt-2 text-xs text-muted-foreground">Your first wallet is always your default.</p>
            )}
            {selected && (
              <SummaryList
                label="Wallet summary"
                rows={[
                  ['Currency', selected.code],
                  ['Symbol', selected.symbol],
                  ['Type', capitalize(selected.type)],
                ]}
              />
            )}
            <FormError id="create-wallet-error" message={error} />
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => handleOpenChange(false)}>
                Cancel
              </Button>
              <PendingButton type="submit" pending={createWallet.isPending}>
                Create Wallet
              </PendingButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
