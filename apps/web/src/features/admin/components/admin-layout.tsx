import { Suspense } from 'react';
import { NavLink, Outlet, Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Logo } from '@/components/logo.tsx';
import { cn } from '@/utils/cn.ts';

const NAV = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/players', label: 'Players' },
  { to: '/admin/money', label: 'Money' },
  { to: '/admin/games', label: 'Games' },
  { to: '/admin/clips', label: 'Clips' },
  { to: '/admin/tournaments', label: 'Tournaments' },
  { to: '/admin/audit', label: 'Audit log' },
];

/** The console's own frame: a top bar with its screens, nothing of the player's shell. */
export function AdminLayout() {
  return (
    <div className="min-h-svh">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <div className="flex items-center gap-3">
            <Logo />
            <span className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Console</span>
          </div>
          <nav aria-label="Console" className="flex flex-wrap gap-1">
            {NAV.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-1.5 text-sm hover:bg-accent',
                    isActive ? 'bg-accent font-medium text-foreground' : 'text-muted-foreground',
                  )
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <Link to="/dashboard" className="ml-auto text-sm text-muted-foreground hover:text-foreground">
            Back to the game
          </Link>
        </div>
      </header>
      <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
