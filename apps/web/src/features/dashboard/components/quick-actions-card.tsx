import { Link } from 'react-router';
import { GamepadIcon, UserIcon, WalletIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';

const QUICK_ACTIONS = [
  { label: 'Start New Game', to: '/game', icon: GamepadIcon, hint: 'Pick a league and make your calls' },
  { label: 'View Wallet', to: '/wallet', icon: WalletIcon, hint: 'Balances and funding' },
  { label: 'Update Profile', to: '/profile', icon: UserIcon, hint: 'Your account details' },
] as const;

export function QuickActionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
        <CardDescription>Jump straight to what you came for.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {QUICK_ACTIONS.map((action) => (
          <Link
            key={action.to}
            to={action.to}
            className="group flex items-center gap-3 rounded-lg border border-border bg-background/50 p-3 transition-colors hover:border-primary/60 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
              <action.icon className="size-4" aria-hidden="true" />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="text-sm font-medium">{action.label}</span>
              <span className="text-xs text-muted-foreground">{action.hint}</span>
            </span>
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
