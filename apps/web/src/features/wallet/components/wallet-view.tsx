import { useState } from 'react';
import { toast } from 'sonner';
import type { Transaction } from '@gom/contract/transactions';
import { PageLayout } from '@/components/layouts/page-layout.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useTransactions } from '@/lib/money/get-transactions.ts';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useWallets } from '@/lib/money/get-wallets.ts';
import { isAwaitingPayment, isOpenWithdrawal } from '@/lib/money/transaction-status.ts';
import { useCancelWithdrawal } from '../api/cancel-withdrawal.ts';
import { useSetDefaultWallet } from '../api/set-default-wallet.ts';
import { useRefreshWalletsWhenSettled } from '../hooks/use-refresh-wallets-when-settled.ts';
import { clientErrorMessage } from '../utils/is-client-error.ts';
import { findWalletByCurrency, resolveSelectedWallet } from '../utils/pick-default-wallet.ts';
import { CreateWalletDialog } from './create-wallet-dialog.tsx';
import { FundWalletDialog } from './fund-wallet-dialog.tsx';
import type { FundPrefill } from './fund-wallet-dialog.tsx';
import { NoWallets } from './no-wallets.tsx';
import { PendingFundings } from './pending-fundings.tsx';
import { PendingWithdrawals } from './pending-withdrawals.tsx';
import { TransferDialog } from './transfer-dialog.tsx';
import { WalletCard } from './wallet-card.tsx';
import { WalletSettingsDialog } from './wallet-settings-dialog.tsx';
import { WalletSkeleton } from './wallet-skeleton.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';

// The wallet screen of spec §2: the selected wallet's card, payments and withdrawals still
// waiting, and the dialogs (fund, create, transfer, withdraw, settings).

export const CANCEL_WITHDRAWAL_FAILURE_MESSAGE = 'Failed to cancel the withdrawal. Please try again.';

/** The one money dialog open besides funding and creating; each opening mounts it afresh. */
type MoneyDialog = 'transfer' | 'withdraw' | 'settings' | null;

/** Each opening of the fund dialog mounts it afresh, so no state leaks from one payment to the next. */
type FundDialogState = { opening: number; prefill: FundPrefill } | null;

export function WalletView({ userId }: { userId: string }) {
  const wallets = useWallets(userId);
  const transactions = useTransactions(userId);
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [fundDialog, setFundDialog] = useState<FundDialogState>(null);
  const [createOpen, setCreateOpen] = useState(false);
  const [moneyDialog, setMoneyDialog] = useState<MoneyDialog>(null);
  const setDefault = useSetDefaultWallet(userId);
  const cancelWithdrawal = useCancelWithdrawal(userId);

  const walletList = wallets.data ?? [];
  const selected = resolveSelectedWallet(walletList, selectedId);
  const pending = (transactions.data ?? []).filter(isAwaitingPayment);
  const openWithdrawals = (transactions.data ?? []).filter(isOpenWithdrawal);
  useRefreshWalletsWhenSettled(userId, openWithdrawals.length);

  function openFundDialog(prefill: FundPrefill) {
    setFundDialog((previous) => ({ opening: (previous?.opening ?? 0) + 1, prefill }));
  }

  function payNow(transaction: Transaction & { paymentLink: string }) {
    openFundDialog({
      paymentLink: transaction.paymentLink,
      amount: String(transaction.amount.value),
      currency: transaction.amount.currency,
      walletId: findWalletByCurrency(walletList, transaction.amount.currency)?.id,
    });
  }

  function makeDefault(wallet: { id: string; currency: string }) {
    setDefault.mutate(wallet.id, {
      onSuccess: () =>
        toast.success('Default Wallet Updated', { description: `Your ${wallet.currency} wallet is now your default` }),
      onError: () => toast.error('Error', { description: 'Failed to update the default wallet. Please try again.' }),
    });
  }

  function cancel(withdrawal: Transaction) {
    cancelWithdrawal.mutate(withdrawal.id, {
      onSuccess: () =>
        toast.success('Withdrawal Cancelled', {
          description: `${formatMoney(withdrawal.amount)} is available in your wallet again`,
        }),
      onError: (failure) =>
        toast.error('Error', { description: clientErrorMessage(failure) ?? CANCEL_WITHDRAWAL_FAILURE_MESSAGE }),
    });
  }

  function refresh() {
    void wallets.refetch();
    void transactions.refetch();
  }

  let content;
  if (wallets.isPending) {
    content = <WalletSkeleton />;
  } else if (wallets.isError) {
    content = (
      <Card>
        <CardContent role="alert" className="flex flex-col items-start gap-3">
          <p className="font-medium">Failed to load wallets</p>
          <p className="text-sm text-muted-foreground">Please try again later</p>
          <Button variant="outline" size="sm" onClick={() => void wallets.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  } else if (!selected) {
    content = <NoWallets onCreateWallet={() => setCreateOpen(true)} />;
  } else {
    content = (
      <>
        <WalletCard
          wallets={walletList}
          selected={selected}
          onSelect={setSelectedId}
          onRefresh={refresh}
          isRefreshing={wallets.isFetching}
          onAdd={() => openFundDialog({ walletId: selected.id })}
          onWithdraw={() => setMoneyDialog('withdraw')}
          onCreateWallet={() => setCreateOpen(true)}
          onMakeDefault={() => makeDefault(selected)}
          onTransfer={() => setMoneyDialog('transfer')}
          onSettings={() => setMoneyDialog('settings')}
        />
        {pending.length > 0 && <PendingFundings transactions={pending} onPayNow={payNow} />}
        {openWithdrawals.length > 0 && (
          <PendingWithdrawals
            transactions={openWithdrawals}
            onCancel={cancel}
            cancellingId={cancelWithdrawal.isPending ? cancelWithdrawal.variables : undefined}
          />
        )}
      </>
    );
  }

  return (
    <PageLayout title="Wallet" description="Your balances, and money on its way in or out.">
      {content}
      {/* Spec §2: the fund dialog exists only once there is a wallet to fund. */}
      {fundDialog && walletList.length > 0 && (
        <FundWalletDialog
          key={fundDialog.opening}
          userId={userId}
          wallets={walletList}
          prefill={fundDialog.prefill}
          onClose={() => setFundDialog(null)}
        />
      )}
      {selected && moneyDialog === 'transfer' && (
        <TransferDialog
          userId={userId}
          wallets={walletList}
          initialFromId={selected.id}
          onClose={() => setMoneyDialog(null)}
          onCreateWallet={() => {
            setMoneyDialog(null);
            setCreateOpen(true);
          }}
        />
      )}
      {selected && moneyDialog === 'withdraw' && (
        <WithdrawDialog key={selected.id} userId={userId} wallet={selected} onClose={() => setMoneyDialog(null)} />
      )}
      {selected && moneyDialog === 'settings' && (
        <WalletSettingsDialog
          userId={userId}
          wallet={selected}
          onMakeDefault={() => makeDefault(selected)}
          isMakingDefault={setDefault.isPending}
          onClose={() => setMoneyDialog(null)}
          onClosed={() => {
            setMoneyDialog(null);
            setSelectedId(undefined);
          }}
        />
      )}
      <CreateWalletDialog
        userId={userId}
        wallets={walletList}
        open={createOpen}
        onOpenChange={setCreateOpen}
        onCreated={(wallet) => setSelectedId(wallet.id)}
      />
    </PageLayout>
  );
}
