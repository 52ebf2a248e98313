import { Link, useLocation } from 'react-router';
import { HEADER_HEIGHT_PX } from '@gom/contract/constants';
import { Logo } from '@/components/logo.tsx';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar.tsx';
import { Separator } from '@/components/ui/separator.tsx';
import { isNavItemActive, MAIN_NAV_ITEMS, SETTINGS_NAV_ITEM } from '../utils/nav-items.ts';
import type { NavItem } from '../utils/nav-items.ts';

function NavMenuItem({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const active = isNavItemActive(item, pathname);
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={active} tooltip={item.title}>
        <Link
          to={item.to}
          aria-current={active ? 'page' : undefined}
          onClick={() => {
            if (isMobile) setOpenMobile(false);
          }}
        >
          <item.icon aria-hidden="true" />
          <span>{item.title}</span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

export function AppSidebar() {
  const { isMobile } = useSidebar();
  return (
    <Sidebar topOffset={`${HEADER_HEIGHT_PX}px`}>
      {isMobile && (
        <SidebarHeader className="h-16 justify-center border-b border-sidebar-border px-4">
          <Logo />
        </SidebarHeader>
      )}
      <SidebarContent className="pt-4">
        <SidebarGroupLabel>Menu</SidebarGroupLabel>
        <SidebarMenu>
          {MAIN_NAV_ITEMS.map((item) => (
            <NavMenuItem key={item.to} item={item} />
          ))}
        </SidebarMenu>
      </SidebarContent>
      <Separator className="bg-sidebar-border" />
      <SidebarFooter>
        <SidebarMenu>
          <NavMenuItem item={SETTINGS_NAV_ITEM} />
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
