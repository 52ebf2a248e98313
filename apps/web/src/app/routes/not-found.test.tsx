import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '@/testing/render-app.tsx';
import { NotFoundRoute } from './not-found.tsx';

afterEach(() => vi.restoreAllMocks());

describe('404 page', () => {
  it('is titled Oops! Page not found, links home, and logs the attempted path', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ path: '*', element: <NotFoundRoute /> }], { initialEntries: ['/no/such/page'] });

    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), '/no/such/page');
  });
});
