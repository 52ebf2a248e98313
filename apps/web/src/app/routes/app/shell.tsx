import { AppShell } from '@/features/shell/components/app-shell.tsx';

export function ShellRoute() {
  return <AppShell />;
}
