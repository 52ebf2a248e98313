import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/logo.tsx';
import { Button } from '@/components/ui/button.tsx';

export function NotFoundRoute() {
  const { pathname } = useLocation();

  useEffect(() => {
    // Spec §2: the attempted path is logged, so broken links show up in the console and in error tooling.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="pitch-lines flex min-h-svh flex-col items-center justify-center gap-6 px-4 text-center">
      <Logo />
      <p className="text-7xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
        <p className="text-muted-foreground">That one went wide of the post: the page does not exist.</p>
      </div>
      <Button asChild size="lg">
        <Link to="/">Return to Home</Link>
      </Button>
    </main>
  );
}
