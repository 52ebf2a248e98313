import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { Toaster } from 'sonner';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders routes in a memory router with a fresh query cache and a toaster, as the app does. */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    queryClient = createTestQueryClient(),
  }: { initialEntries?: string[]; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** Renders one element at `path` (which may carry a query string), for components that need a router and a query cache. */
export function renderWithProviders(element: ReactElement, options: { path?: string; queryClient?: QueryClient } = {}) {
  const path = options.path ?? '/';
  return renderRoutes(
    [
      { path: path.split('?')[0], element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    {
      initialEntries: [path],
      queryClient: options.queryClient,
    },
  );
}

type MockRoute = { status: number; body?: unknown };

/** A fetch stand-in answering by "METHOD /path"; every call is recorded. */
export function mockFetch(routes: Record<string, MockRoute | ((init: RequestInit | undefined) => MockRoute)>) {
  const calls: { method: string; url: string; init: RequestInit | undefined }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, init });
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const route = routes[`${method} ${path}`];
    if (!route)
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 });
    const answer = typeof route === 'function' ? route(init) : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: fetchMock, calls };
}
