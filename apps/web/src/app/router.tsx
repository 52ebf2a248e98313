import { Suspense, useEffect, useState } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { screen, type Screen } from './screen.tsx';

// The route table of spec §2. Every screen loads lazily, so the first load carries only the router, the
// guards and the session check (the build groups the lazy chunks by the pages that need them: performance note 0025). The routes are declared as components (React Router's declarative mode)
// rather than as a data router: the app loads no data through the router, and the data router's code is
// ~15 KB of compressed JavaScript on every first load (the landing page's budget).

const Landing = screen(
  () => import('./routes/landing.tsx'),
  (m) => m.LandingRoute,
);
const Login = screen(
  () => import('./routes/login.tsx'),
  (m) => m.LoginRoute,
);
const Signup = screen(
  () => import('./routes/signup.tsx'),
  (m) => m.SignupRoute,
);
const ForgotPassword = screen(
  () => import('./routes/forgot-password.tsx'),
  (m) => m.ForgotPasswordRoute,
);
// The signed-in frame starts its screen's chunk as soon as its own has arrived (the dashboard's is the same
// file), so the frame and the screen render in one pass: otherwise the screen suspends once the frame has
// rendered, and React throws that render away and does it again.
const Shell = screen(
  () =>
    import('./routes/app/shell.tsx').then((module) => {
      SIGNED_IN_SCREENS[window.location.pathname]?.preload();
      return module;
    }),
  (m) => m.ShellRoute,
);
const Dashboard = screen(
  () => import('./routes/app/dashboard.tsx'),
  (m) => m.DashboardRoute,
);
const Game = screen(
  () => import('./routes/app/game.tsx'),
  (m) => m.GameRoute,
);
const Profile = screen(
  () => import('./routes/app/profile.tsx'),
  (m) => m.ProfileRoute,
);
const Wallet = screen(
  () => import('./routes/app/wallet.tsx'),
  (m) => m.WalletRoute,
);
const Transactions = screen(
  () => import('./routes/app/transactions.tsx'),
  (m) => m.TransactionsRoute,
);
const Settings = screen(
  () => import('./routes/app/settings.tsx'),
  (m) => m.SettingsRoute,
);
const Leaderboard = screen(
  () => import('./routes/app/leaderboard.tsx'),
  (m) => m.LeaderboardRoute,
);
const Challenge = screen(
  () => import('./routes/app/challenge.tsx'),
  (m) => m.ChallengeRoute,
);
const ChallengeLink = screen(
  () => import('./routes/app/challenge-link.tsx'),
  (m) => m.ChallengeLinkRoute,
);
const Tournaments = screen(
  () => import('./routes/app/tournaments.tsx'),
  (m) => m.TournamentsRoute,
);
const Tournament = screen(
  () => import('./routes/app/tournaments.tsx'),
  (m) => m.TournamentRoute,
);
/** The screens inside the signed-in frame, by path. */
const SIGNED_IN_SCREENS: Record<string, Screen> = {
  '/dashboard': Dashboard,
  '/game': Game,
  '/profile': Profile,
  '/wallet': Wallet,
  '/transactions': Transactions,
  '/settings': Settings,
  '/leaderboard': Leaderboard,
  '/tournaments': Tournaments,
};

const OriginalVideo = screen(
  () => import('./routes/original-video.tsx'),
  (m) => m.OriginalVideoRoute,
);

const NotFound = screen(
  () => import('./routes/not-found.tsx'),
  (m) => m.NotFoundRoute,
);
// The operator console: its own layout and chunks, never part of a player's first load.
const Admin = screen(
  () => import('./routes/admin.tsx'),
  (m) => m.AdminRoute,
);
const AdminOverview = screen(
  () => import('@/features/admin/components/overview-screen.tsx'),
  (m) => m.OverviewScreen,
);
const AdminPlayers = screen(
  () => import('@/features/admin/components/players-screen.tsx'),
  (m) => m.PlayersScreen,
);
const AdminPlayer = screen(
  () => import('@/features/admin/components/players-screen.tsx'),
  (m) => m.PlayerDetailScreen,
);
const AdminMoney = screen(
  () => import('@/features/admin/components/money-screen.tsx'),
  (m) => m.MoneyScreen,
);
const AdminGames = screen(
  () => import('@/features/admin/components/games-screen.tsx'),
  (m) => m.GamesScreen,
);
const AdminGame = screen(
  () => import('@/features/admin/components/games-screen.tsx'),
  (m) => m.GameTimelineScreen,
);
const AdminClips = screen(
  () => import('@/features/admin/components/clips-screen.tsx'),
  (m) => m.ClipsScreen,
);
const AdminTournaments = screen(
  () => import('@/features/admin/components/tournaments-screen.tsx'),
  (m) => m.TournamentsScreen,
);
const AdminAudit = screen(
  () => import('@/features/admin/components/audit-screen.tsx'),
  (m) => m.AuditScreen,
);
const Toaster = screen(
  () => import('@/components/ui/sonner.tsx'),
  (m) => m.Toaster,
);

const LANDING_PATH = '/';

function RootLayout() {
  const { pathname } = useLocation();
  // The toaster (and the toast library, ~8 KB) waits for the first screen that can toast: the landing page
  // never does. Once mounted it stays, so a toast survives the navigation that follows it.
  const [toasterNeeded, setToasterNeeded] = useState(pathname !== LANDING_PATH);
  useEffect(() => {
    if (pathname !== LANDING_PATH) setToasterNeeded(true);
    // A new page starts at its top, as a full page load would.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      {/* A screen that fails to load or throws shows a way back; moving to another page clears it. */}
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      {toasterNeeded && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={LANDING_PATH} element={<Landing />} />
        <Route element={<GuestOnly />}>
          <Route path="/login" element={<Login />} />
          <Route path="/signup" element={<Signup />} />
          <Route path="/forgot-password" element={<ForgotPassword />} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route element={<Shell />}>
            <Route path="/dashboard" element={<Dashboard />} />
            <Route path="/game" element={<Game />} />
            <Route path="/profile" element={<Profile />} />
            <Route path="/wallet" element={<Wallet />} />
            <Route path="/transactions" element={<Transactions />} />
            <Route path="/settings" element={<Settings />} />
            <Route path="/leaderboard" element={<Leaderboard />} />
            <Route path="/challenges/:challengeId" element={<Challenge />} />
            <Route path="/challenge/:token" element={<ChallengeLink />} />
            <Route path="/tournaments" element={<Tournaments />} />
            <Route path="/tournaments/:tournamentId" element={<Tournament />} />
          </Route>
        </Route>
        <Route path="/admin" element={<Admin />}>
          <Route index element={<AdminOverview />} />
          <Route path="players" element={<AdminPlayers />} />
          <Route path="players/:userId" element={<AdminPlayer />} />
          <Route path="money" element={<AdminMoney />} />
          <Route path="games" element={<AdminGames />} />
          <Route path="games/:gameId" element={<AdminGame />} />
          <Route path="clips" element={<AdminClips />} />
          <Route path="tournaments" element={<AdminTournaments />} />
          <Route path="audit" element={<AdminAudit />} />
        </Route>
        <Route path="/clip/:token" element={<OriginalVideo />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
