import { PlusIcon, WalletIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';

export function NoWallets({ onCreateWallet }: { onCreateWallet: () => void }) {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
          <WalletIcon className="size-6" aria-hidden="true" />
        </div>
        <h2 className="text-lg font-semibold">No Wallets Found</h2>
        <p className="text-sm text-muted-foreground">Create your first wallet to get started</p>
        <Button onClick={onCreateWallet} className="mt-2">
          <PlusIcon aria-hidden="true" />
          Create Wallet
        </Button>
      </CardContent>
    </Card>
  );
}
