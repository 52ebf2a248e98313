import { Component } from 'react';
import type { ReactNode } from 'react';

/**
 * Shown when a screen fails to load or throws: a way back instead of a blank page. Plain markup on
 * purpose: it is part of the first chunk, so it must not pull the UI kit in.
 */
export function RouteError() {
  return (
    <div role="alert" className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">Something went wrong while loading this page.</p>
      <a
        href="/"
        className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
      >
        Return to Home
      </a>
    </div>
  );
}

/** Catches what a screen throws while loading or rendering, and shows RouteError in its place. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
