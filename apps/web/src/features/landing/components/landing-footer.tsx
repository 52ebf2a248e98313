import { Logo } from '@/components/logo.tsx';

export function LandingFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <Logo />
        <p>Play responsibly. Real-money games are for adults only.</p>
        <p>© {new Date().getFullYear()} Goal or Miss</p>
      </div>
    </footer>
  );
}
