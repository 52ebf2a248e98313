import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import type { RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { RouteError } from './route-error.tsx';

// The route table of spec §2. Every screen is its own chunk, so the first load carries only the router,
// the guards and the session check.

function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import('@/features/admin/components/overview-screen.tsx').then((m) => ({ Component: m.OverviewScreen })),
  },
  {
    path: 'players',
    lazy: () => import('@/features/admin/components/players-screen.tsx').then((m) => ({ Component: m.PlayersScreen })),
  },
  {
    path: 'players/:userId',
    lazy: () =>
      import('@/features/admin/components/players-screen.tsx').then((m) => ({ Component: m.PlayerDetailScreen })),
  },
  {
    path: 'money',
    lazy: () => import('@/features/admin/components/money-screen.tsx').then((m) => ({ Component: m.MoneyScreen })),
  },
  {
    path: 'games',
    lazy: () => import('@/features/admin/components/games-screen.tsx').then((m) => ({ Component: m.GamesScreen })),
  },
  {
    path: 'games/:gameId',
    lazy: () =>
      import('@/features/admin/components/games-screen.tsx').then((m) => ({ Component: m.GameTimelineScreen })),
  },
  {
    path: 'clips',
    lazy: () => import('@/features/admin/components/clips-screen.tsx').then((m) => ({ Component: m.ClipsScreen })),
  },
  {
    path: 'audit',
    lazy: () => import('@/features/admin/components/audit-screen.tsx').then((m) => ({ Component: m.AuditScreen })),
  },
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's chunk loads.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: '/', lazy: () => import('./routes/landing.tsx').then((m) => ({ Component: m.LandingRoute })) },
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', lazy: () => import('./routes/login.tsx').then((m) => ({ Component: m.LoginRoute })) },
          { path: '/signup', lazy: () => import('./routes/signup.tsx').then((m) => ({ Component: m.SignupRoute })) },
          {
            path: '/forgot-password',
            lazy: () => import('./routes/forgot-password.tsx').then((m) => ({ Component: m.ForgotPasswordRoute })),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: () => import('./routes/app/shell.tsx').then((m) => ({ Component: m.ShellRoute })),
            children: [
              {
                path: '/dashboard',
                lazy: () => import('./routes/app/dashboard.tsx').then((m) => ({ Component: m.DashboardRoute })),
              },
              { path: '/game', lazy: () => import('./routes/app/game.tsx').then((m) => ({ Component: m.GameRoute })) },
              {
                path: '/profile',
                lazy: () => import('./routes/app/profile.tsx').then((m) => ({ Component: m.ProfileRoute })),
              },
              {
                path: '/wallet',
                lazy: () => import('./routes/app/wallet.tsx').then((m) => ({ Component: m.WalletRoute })),
              },
              {
                path: '/transactions',
                lazy: () => import('./routes/app/transactions.tsx').then((m) => ({ Component: m.TransactionsRoute })),
              },
              {
                path: '/settings',
                lazy: () => import('./routes/app/settings.tsx').then((m) => ({ Component: m.SettingsRoute })),
              },
              {
                path: '/leaderboard',
                lazy: () => import('./routes/app/leaderboard.tsx').then((m) => ({ Component: m.LeaderboardRoute })),
              },
            ],
          },
        ],
      },
      {
        // The operator console (issue 16): its own layout and chunks, never part of a player's first load.
        path: '/admin',
        lazy: () => import('./routes/admin.tsx').then((m) => ({ Component: m.AdminRoute })),
        children: adminRoutes,
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
