import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

// The toaster loads beside the first screen rather than in the first chunk; every toast comes from a
// user action on a screen, which is always later.
const Toaster = lazy(() => import('@/components/ui/sonner.tsx').then((m) => ({ default: m.Toaster })));

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* The one toaster of the app (spec §8 toasts). */}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
