import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '@/testing/render-app.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('RouteErrorBoundary', () => {
  it('shows a way home in place of a screen that throws', () => {
    // React reports the caught error on the console; the boundary is what is under test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([
      {
        path: '/',
        element: (
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        ),
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    vi.restoreAllMocks();
  });

  it('shows the screen when it renders', () => {
    renderRoutes([{ path: '/', element: <RouteErrorBoundary>fine</RouteErrorBoundary> }]);
    expect(screen.getByText('fine')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
