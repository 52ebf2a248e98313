import { useState } from 'react';
import { toast } from 'sonner';
import type { Transaction } from '@gom/contract/transactions';
import { PageLayout } from '@/components/layouts/page-layout.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useTransactions } from '@/lib/money/get-transactions.ts';
import { useWallets } from '@/lib/money/get-wallets.ts';
import { isAwaitingPayment } from '@/lib/money/transaction-status.ts';
import { useSetDefaultWallet } from '../api/set-default-wallet.ts';
import { findWalletByCurrency, resolveSelectedWallet } from '../utils/pick-default-wallet.ts';
import { CreateWalletDialog } from './create-wallet-dialog.tsx';
import { FundWalletDialog } from './fund-wallet-dialog.tsx';
import type { FundPrefill } from './fund-wallet-dialog.tsx';
import { NoWallets } from './no-wallets.tsx';
import { PendingFundings } from './pending-fundings.tsx';
import { WalletCard } from './wallet-card.tsx';
import { WalletSkeleton } from './wallet-skeleton.tsx';

// The wallet screen of spec §2: the selected wallet's card, payments still waiting, and the two dialogs.

/** Each opening of the fund dialog mounts it afresh, so no state leaks from one payment to the next. */
type FundDialogState = { opening: number; prefill: FundPrefill } | null;

export function WalletView({ userId }: { userId: string }) {
  const wallets = useWallets(userId);
  const transactions = useTransactions(userId);
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [fundDialog, setFundDialog] = useState<FundDialogState>(null);
  const [createOpen, setCreateOpen] = useState(false);
  const setDefault = useSetDefaultWallet(userId);

  const walletList = wallets.data ?? [];
  const selected = resolveSelectedWallet(walletList, selectedId);
  const pending = (transactions.data ?? []).filter(isAwaitingPayment);

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
          onCreateWallet={() => setCreateOpen(true)}
          onMakeDefault={() => makeDefault(selected)}
          onTransfer={() =>
            toast.info('Transfers are coming soon', {
              description: 'Moving money between your wallets arrives in a later release.',
            })
          }
          onSettings={() =>
            toast.info('Wallet settings are coming soon', {
              description: 'Wallet preferences arrive in a later release.',
            })
          }
        />
        {pending.length > 0 && <PendingFundings transactions={pending} onPayNow={payNow} />}
      </>
    );
  }

  return (
    <PageLayout title="Wallet" description="Your balances, and money on its way in.">
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
