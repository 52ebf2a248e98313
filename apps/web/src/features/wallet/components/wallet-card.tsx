import { useState } from 'react';
import {
  ArrowLeftRightIcon,
  ArrowUpRightIcon,
  EyeIcon,
  EyeOffIcon,
  MoreHorizontalIcon,
  PlusIcon,
  RefreshCwIcon,
  SettingsIcon,
  StarIcon,
  WalletIcon,
} from 'lucide-react';
import type { Wallet } from '@gom/contract/wallets';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { cn } from '@/utils/cn.ts';
import { CurrencyIcon } from '@/components/wallet/currency-icon.tsx';

// The balance stays hidden until asked for: players often look at this screen in public.
const MASKED_BALANCE = '******';

export type WalletCardProps = {
  wallets: readonly Wallet[];
  selected: Wallet;
  onSelect: (walletId: string) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
  onAdd: () => void;
  onWithdraw: () => void;
  onCreateWallet: () => void;
  /** Makes the selected wallet the default; offered only when it is not already. */
  onMakeDefault: () => void;
  onTransfer: () => void;
  onSettings: () => void;
};

export function WalletCard(props: WalletCardProps) {
  const { wallets, selected, onSelect, onRefresh, isRefreshing } = props;
  const [revealed, setRevealed] = useState(false);
  // Money a running game holds is in the balance but not available: show both when they differ.
  const hasHeldFunds = selected.balance.value !== selected.available.value;

  return (
    <Card className="relative overflow-hidden bg-gradient-to-br from-card via-card to-emerald-950/60">
      <WalletIcon
        className="pointer-events-none absolute -right-6 -bottom-8 size-44 text-primary/5"
        aria-hidden="true"
      />
      <CardContent className="relative flex flex-col gap-6">
        <div className="flex items-center justify-between gap-3">
          <Select value={selected.id} onValueChange={onSelect}>
            <SelectTrigger aria-label="Wallet currency" className="w-auto min-w-44 bg-background/40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {wallets.map((wallet) => (
                <SelectItem key={wallet.id} value={wallet.id}>
                  <CurrencyIcon code={wallet.currency} className="size-5 text-xs" />
                  <span className="font-medium">{wallet.currency}</span>
                  {wallet.default && (
                    <Badge variant="outline" className="border-primary/50 text-primary">
                      Default
                    </Badge>
                  )}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button
            variant="outline"
            size="icon"
            onClick={onRefresh}
            disabled={isRefreshing}
            aria-label="Refresh balance"
          >
            <RefreshCwIcon className={cn(isRefreshing && 'animate-spin')} aria-hidden="true" />
          </Button>
        </div>

        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <span id="available-balance-label">Available Balance</span>
            <Button
              variant="ghost"
              size="icon"
              className="size-7"
              onClick={() => setRevealed((shown) => !shown)}
              aria-label={revealed ? 'Hide balance' : 'Show balance'}
              aria-pressed={revealed}
            >
              {revealed ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
            </Button>
          </div>
          <p
            aria-labelledby="available-balance-label"
            className="text-4xl font-bold tracking-tight tabular-nums sm:text-5xl"
            data-testid="available-balance"
          >
            {revealed ? formatMoney(selected.available) : MASKED_BALANCE}
          </p>
          {hasHeldFunds && (
            <p className="text-sm text-muted-foreground">
              Total balance{' '}
              <span className="font-medium text-foreground tabular-nums">
                {revealed ? formatMoney(selected.balance) : MASKED_BALANCE}
              </span>{' '}
              · includes funds held by games and withdrawals in progress
            </p>
          )}
        </div>

        <div className="flex flex-wrap gap-3">
          <Button onClick={props.onAdd}>
            <PlusIcon aria-hidden="true" />
            Add
          </Button>
          <Button variant="secondary" onClick={props.onWithdraw}>
            <ArrowUpRightIcon aria-hidden="true" />
            Withdraw
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline">
                <MoreHorizontalIcon aria-hidden="true" />
                More
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuItem onSelect={props.onCreateWallet}>
                <PlusIcon aria-hidden="true" />
                Create Wallet
              </DropdownMenuItem>
              {!selected.default && (
                <DropdownMenuItem onSelect={props.onMakeDefault}>
                  <StarIcon aria-hidden="true" />
                  Make Default
                </DropdownMenuItem>
              )}
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={props.onTransfer}>
                <ArrowLeftRightIcon aria-hidden="true" />
                Transfer
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={props.onSettings}>
                <SettingsIcon aria-hidden="true" />
                Settings
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </CardContent>
    </Card>
  );
}
