import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { queryClient } from '@/lib/query-client.ts';
import { setSessionEndListener } from '@/lib/api-client.ts';
import { logout } from '@/lib/auth/logout.ts';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';
import { createSessionEndHandler } from './session-end.ts';

/** Lets the API client end a session from outside React: it needs the router's navigate. */
function SessionEndListener() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionEndListener(
      createSessionEndHandler({
        queryClient,
        navigate: async (path) => navigate(path),
        currentPath: () => window.location.pathname,
        logout,
      }),
    );
  }, [navigate]);
  return null;
}

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <SessionEndListener />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
