import { RouterProvider } from 'react-router';
import { queryClient } from '@/lib/query-client.ts';
import { setSessionEndListener } from '@/lib/api-client.ts';
import { logout } from '@/lib/auth/logout.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';
import { createSessionEndHandler } from './session-end.ts';

const router = createAppRouter();

setSessionEndListener(
  createSessionEndHandler({
    queryClient,
    navigate: (path) => router.navigate(path),
    currentPath: () => router.state.location.pathname,
    logout,
  }),
);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
