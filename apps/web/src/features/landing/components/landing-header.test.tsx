import '@/testing/radix-jsdom.ts';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-app.tsx';
import { LandingHeader } from './landing-header.tsx';

describe('the landing header on a phone', () => {
  it('opens the menu drawer (fetched on the first tap) with the sections and the account actions, and closes it', async () => {
    const player = userEvent.setup();
    renderWithProviders(<LandingHeader session={{ status: 'unauthenticated', user: null }} onLogout={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await player.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const sections = within(drawer).getByRole('navigation', { name: 'Sections' });
    expect(
      within(sections)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Home', 'How It Works', 'Features', 'Pricing']);
    expect(within(drawer).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    await player.click(within(sections).getByRole('button', { name: 'Pricing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
