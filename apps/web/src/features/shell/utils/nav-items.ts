import {
  GamepadIcon,
  MedalIcon,
  LayoutDashboardIcon,
  ReceiptTextIcon,
  SettingsIcon,
  TrophyIcon,
  UserIcon,
  WalletIcon,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export type NavItem = { title: string; to: string; icon: LucideIcon };

/** The sidebar of spec §2, in order, then the Leaderboard and the Tournaments; Settings sits apart at the bottom. */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { title: 'Dashboard', to: '/dashboard', icon: LayoutDashboardIcon },
  { title: 'Play Game', to: '/game', icon: GamepadIcon },
  { title: 'Profile', to: '/profile', icon: UserIcon },
  { title: 'Wallet', to: '/wallet', icon: WalletIcon },
  { title: 'Transactions', to: '/transactions', icon: ReceiptTextIcon },
  { title: 'Leaderboard', to: '/leaderboard', icon: TrophyIcon },
  { title: 'Tournaments', to: '/tournaments', icon: MedalIcon },
];

export const SETTINGS_NAV_ITEM: NavItem = { title: 'Settings', to: '/settings', icon: SettingsIcon };

/** An item is active on its own path and on any path below it. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
