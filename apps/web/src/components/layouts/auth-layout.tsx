import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo.tsx';
import { cn } from '@/utils/cn.ts';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';

/** Centred card on the pitch background: login, signup and password reset. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  /** A wider card for longer forms (signup). */
  wide?: boolean;
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="pitch-lines relative flex min-h-svh flex-col items-center justify-center px-4 py-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,oklch(0.8_0.19_140/0.12),transparent_60%)]"
      />
      <main className={cn('relative flex w-full flex-col items-center gap-6', wide ? 'max-w-lg' : 'max-w-md')}>
        <Link
          to="/"
          aria-label="Goal or Miss home"
          className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Logo />
        </Link>
        <Card className="w-full">
          <CardHeader className="text-center">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {footer && <div className="text-center text-sm text-muted-foreground">{footer}</div>}
      </main>
    </div>
  );
}
