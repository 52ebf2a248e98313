import { AppShell } from '@/features/shell/components/app-shell.tsx';
import { SaferPlayRefusalDialog } from '@/components/safer-play/safer-play-refusal-dialog.tsx';

export function ShellRoute() {
  return (
    <>
      <AppShell />
      <SaferPlayRefusalDialog />
    </>
  );
}
