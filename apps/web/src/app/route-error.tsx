import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown when a screen fails to load or throws: a way back instead of a blank page. Plain markup on
 * purpose: it is part of the first chunk, so it must not pull the UI kit in.
 */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? error.statusText : 'Something went wrong while loading this page.';
  return (
    <div role="alert" className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">{message}</p>
      <a
        href="/"
        className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
      >
        Return to Home
      </a>
    </div>
  );
}
