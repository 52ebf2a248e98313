import { Link } from 'react-router';
import { LogOutIcon } from 'lucide-react';
import { Logo } from '@/components/logo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SidebarTrigger } from '@/components/ui/sidebar.tsx';

export function TopBar({
  username,
  onLogout,
  loggingOut,
}: {
  username: string;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b border-border bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:gap-3 sm:px-4">
      <SidebarTrigger />
      <Link
        to="/dashboard"
        aria-label="Goal or Miss dashboard"
        className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Logo className="max-sm:[&>span]:hidden" />
      </Link>
      <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-4">
        <p className="truncate text-sm text-muted-foreground">
          Welcome, <span className="font-medium text-foreground">{username}</span>
        </p>
        <Button variant="outline" size="sm" onClick={onLogout} disabled={loggingOut}>
          <LogOutIcon aria-hidden="true" />
          <span>Logout</span>
        </Button>
      </div>
    </header>
  );
}
