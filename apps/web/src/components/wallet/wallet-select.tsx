import type { Wallet } from '@gom/contract/wallets';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { CurrencyIcon } from './currency-icon.tsx';

/**
 * A select over some of the player's wallets, each showing its currency and what is available (or, for
 * money coming in, its balance).
 */
export function WalletSelect(props: {
  id: string;
  wallets: readonly Wallet[];
  value: string | undefined;
  onChange: (walletId: string) => void;
  placeholder?: string;
  figure?: 'available' | 'balance';
}) {
  const figure = props.figure ?? 'available';
  return (
    <Select value={props.value ?? ''} onValueChange={props.onChange}>
      <SelectTrigger id={props.id}>
        <SelectValue placeholder={props.placeholder ?? 'Select a wallet'} />
      </SelectTrigger>
      <SelectContent>
        {props.wallets.map((option) => (
          <SelectItem key={option.id} value={option.id}>
            <CurrencyIcon code={option.currency} className="size-5 text-xs" />
            <span className="font-medium">{option.currency}</span>
            <span className="text-muted-foreground tabular-nums">{formatMoney(option[figure])}</span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
