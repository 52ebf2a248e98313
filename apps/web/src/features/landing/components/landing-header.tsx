import { useState } from 'react';
import { Link } from 'react-router';
import { LayoutDashboardIcon, LogOutIcon, MenuIcon } from 'lucide-react';
import type { Session } from '@/lib/auth/get-user.ts';
import { Logo } from '@/components/logo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet.tsx';
import { LANDING_SECTIONS, scrollToSection } from '../utils/scroll-to-section.ts';

type LandingHeaderProps = { session: Session; onLogout: () => void };

function AccountActions({
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
            <Button
              key={section.id}
              variant="ghost"
              size="sm"
              className="text-muted-foreground hover:text-foreground"
              onClick={() => scrollToSection(section.id)}
            >
              {section.label}
            </Button>
          ))}
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <AccountActions session={session} onLogout={onLogout} />
        </div>

        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="ml-auto md:hidden" aria-label="Open menu">
              <MenuIcon className="size-5" />
            </Button>
          </SheetTrigger>
          <SheetContent side="right" className="w-72 p-6">
            <SheetTitle className="sr-only">Menu</SheetTitle>
            <SheetDescription className="sr-only">Sections of the page and your account.</SheetDescription>
            <Logo />
            <nav aria-label="Sections" className="flex flex-col gap-1">
              {LANDING_SECTIONS.map((section) => (
                <Button
                  key={section.id}
                  variant="ghost"
                  className="justify-start"
                  onClick={() => {
                    setMenuOpen(false);
                    // Wait for the drawer to release the page's scroll lock before scrolling it.
                    window.setTimeout(() => scrollToSection(section.id), 0);
                  }}
                >
                  {section.label}
                </Button>
              ))}
            </nav>
            <div className="mt-auto flex flex-col gap-2 border-t border-border pt-4">
              <AccountActions session={session} onLogout={onLogout} onNavigate={() => setMenuOpen(false)} stacked />
            </div>
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}
