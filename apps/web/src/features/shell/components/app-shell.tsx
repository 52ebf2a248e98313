import { Outlet } from 'react-router';
import { useSession } from '@/lib/auth/get-user.ts';
import { useLogout } from '@/lib/auth/logout.ts';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar.tsx';
import { AppSidebar } from './app-sidebar.tsx';
import { TopBar } from './top-bar.tsx';

/** The signed-in frame of spec §2: top bar, collapsible sidebar, and the screen. */
export function AppShell() {
  const session = useSession();
  const logoutMutation = useLogout();
  return (
    <SidebarProvider className="flex-col">
      <TopBar
        username={session.user?.username ?? ''}
        onLogout={() => logoutMutation.mutate()}
        loggingOut={logoutMutation.isPending}
      />
      <div className="flex flex-1">
        <AppSidebar />
        <SidebarInset>
          <Outlet />
        </SidebarInset>
      </div>
    </SidebarProvider>
  );
}
