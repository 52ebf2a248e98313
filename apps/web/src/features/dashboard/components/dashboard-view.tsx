import { Link } from 'react-router';
import { BarChart3Icon, GamepadIcon, PlayIcon, TrophyIcon, UserIcon, WalletIcon } from 'lucide-react';
import { PageLayout } from '@/components/layouts/page-layout.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';

const QUICK_ACTIONS = [
  { label: 'Start New Game', to: '/game', icon: GamepadIcon, hint: 'Pick a league and make your calls' },
  { label: 'View Wallet', to: '/wallet', icon: WalletIcon, hint: 'Balances and funding' },
  { label: 'Update Profile', to: '/profile', icon: UserIcon, hint: 'Your account details' },
] as const;

export function DashboardView({ username }: { username: string }) {
  return (
    <PageLayout
      title={`Welcome back, ${username}!`}
      description="Ready for the next clip? Your calls, your stakes, your game."
      actions={
        <Button size="lg" asChild>
          <Link to="/game">
            <PlayIcon aria-hidden="true" />
            Play Now
          </Link>
        </Button>
      }
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
            <CardDescription>Jump straight to what you came for.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3 sm:grid-cols-3">
            {QUICK_ACTIONS.map((action) => (
              <Link
                key={action.to}
                to={action.to}
                className="group flex flex-col gap-3 rounded-lg border border-border bg-background/50 p-4 transition-colors hover:border-primary/60 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/15 text-primary">
                  <action.icon className="size-5" aria-hidden="true" />
                </span>
                <span className="font-medium">{action.label}</span>
                <span className="text-xs text-muted-foreground">{action.hint}</span>
              </Link>
            ))}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Your Ranking</CardTitle>
            <CardDescription>Global Ranking</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col items-start gap-4">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-amber-500/15 text-amber-300">
                <TrophyIcon className="size-5" aria-hidden="true" />
              </span>
              <p className="text-sm text-muted-foreground">Rankings open with the leaderboard in a coming release.</p>
            </div>
            <Button variant="outline" size="sm" asChild>
              <Link to="/leaderboard">View Leaderboard</Link>
            </Button>
          </CardContent>
        </Card>
      </div>

      <Card className="border-dashed">
        <CardContent className="flex flex-col items-center gap-3 py-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
            <BarChart3Icon className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold">Your stats will appear here</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            Games played, accuracy, winnings, your streak and recent games show up once you have played. Games open in
            the next release.
          </p>
        </CardContent>
      </Card>
    </PageLayout>
  );
}
