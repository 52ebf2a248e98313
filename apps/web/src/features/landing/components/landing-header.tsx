import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LayoutDashboardIcon, LogOutIcon, MenuIcon } from 'lucide-react';
import type { Session } from '@/lib/auth/get-user.ts';
import { Logo } from '@/components/logo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LANDING_SECTIONS, scrollToSection } from '../utils/scroll-to-section.ts';

// The phone menu's drawer (a Radix dialog with its focus trap and scroll lock, ~20 KB) is fetched on the first
// tap, not with the landing page: most visitors never open it, and every byte delays the first paint.
const loadLandingMenu = () => import('./landing-menu.tsx');
const LandingMenu = lazy(() => loadLandingMenu().then((module) => ({ default: module.LandingMenu })));

export type LandingHeaderProps = { session: Session; onLogout: () => void };

export function AccountActions({
  session,
  onLogout,
  onNavigate,
  stacked = false,
}: LandingHeaderProps & { onNavigate?: () => void; stacked?: boolean }) {
  if (session.status === 'loading') return null;
  const size = stacked ? 'lg' : 'sm';
  if (session.status === 'authenticated') {
    return (
      <>
        <span className="text-sm text-muted-foreground">
          Welcome, <span className="font-medium text-foreground">{session.user.username}</span>
        </span>
        <Button variant="outline" size={size} asChild>
          <Link to="/dashboard" onClick={onNavigate}>
            <LayoutDashboardIcon aria-hidden="true" />
            Dashboard
          </Link>
        </Button>
        <Button
          variant="ghost"
          size={size}
          onClick={() => {
            onNavigate?.();
            onLogout();
          }}
        >
          <LogOutIcon aria-hidden="true" />
          Logout
        </Button>
      </>
    );
  }
  return (
    <>
      <Button variant="ghost" size={size} asChild>
        <Link to="/login" onClick={onNavigate}>
          Sign In
        </Link>
      </Button>
      <Button size={size} asChild>
        <Link to="/signup" onClick={onNavigate}>
          Get Started
        </Link>
      </Button>
    </>
  );
}

export function LandingHeader({ session, onLogout }: LandingHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened the drawer stays mounted, so it can play its closing animation.
  const [menuUsed, setMenuUsed] = useState(false);

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-border/60 bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center gap-6 px-4 sm:px-6">
        <button
          type="button"
          onClick={() => scrollToSection('home')}
          aria-label="Goal or Miss, back to top"
          className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Logo />
        </button>
        <nav aria-label="Sections" className="hidden items-center gap-1 md:flex">
          {LANDING_SECTIONS.map((section) => (
            <Button key={section.id} variant="quiet" size="sm" onClick={() => scrollToSection(section.id)}>
              {section.label}
            </Button>
          ))}
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <AccountActions session={session} onLogout={onLogout} />
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="ml-auto md:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          // Start fetching the drawer as the finger lands, so it is there by the time the tap completes.
          onPointerDown={loadLandingMenu}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon className="size-5" />
        </Button>
        {menuUsed && (
          <Suspense fallback={null}>
            <LandingMenu session={session} onLogout={onLogout} open={menuOpen} onOpenChange={setMenuOpen} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
