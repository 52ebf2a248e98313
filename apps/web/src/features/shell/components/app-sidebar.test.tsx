import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar.tsx';
import { renderWithProviders } from '@/testing/render-app.tsx';
import { AppSidebar } from './app-sidebar.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A matchMedia that answers every query with `matches` (the mobile query is the only one asked). */
function stubMatchMedia(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderSidebar() {
  return renderWithProviders(
    <SidebarProvider>
      <SidebarTrigger />
      <AppSidebar />
    </SidebarProvider>,
    { path: '/dashboard' },
  );
}

describe('AppSidebar', () => {
  it('links the Leaderboard beside the other screens on a desktop', () => {
    stubMatchMedia(false);
    renderSidebar();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual([
      'Dashboard',
      'Play Game',
      'Profile',
      'Wallet',
      'Transactions',
      'Leaderboard',
      'Tournaments',
      'Settings',
    ]);
    expect(screen.getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe('/leaderboard');
    expect(screen.getByRole('link', { name: 'Tournaments' }).getAttribute('href')).toBe('/tournaments');
  });

  it('links the Leaderboard in the phone drawer', async () => {
    stubMatchMedia(true);
    renderSidebar();
    expect(screen.queryByRole('link', { name: 'Leaderboard' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /toggle sidebar/i }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe('/leaderboard');
  });
});
