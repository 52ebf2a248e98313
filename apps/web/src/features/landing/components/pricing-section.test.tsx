import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { planStatus } from '@/testing/plan-fixtures.ts';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { PricingSection } from './pricing-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const USER_ID = 'user-1';

function serve(plan: 'free' | 'premium') {
  vi.stubGlobal(
    'fetch',
    mockFetch({
      [`GET /api/users/${USER_ID}/subscription`]: { status: 200, body: { data: planStatus(plan) } },
      [`GET /api/users/${USER_ID}/wallets`]: {
        status: 200,
        body: {
          data: [
            {
              id: 'w1',
              currency: 'USD',
              default: true,
              balance: { value: 20, currency: 'USD' },
              available: { value: 20, currency: 'USD' },
            },
          ],
        },
      },
    }).fetch,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('the Pricing section (spec §1)', () => {
  it('sends a visitor to /signup from both plans', () => {
    renderWithProviders(<PricingSection signedIn={false} />);
    expect(within(card('Free')).getByRole('link', { name: 'Start Free' }).getAttribute('href')).toBe('/signup');
    expect(within(card('Premium')).getByRole('link', { name: 'Go Premium' }).getAttribute('href')).toBe('/signup');
  });

  it('marks a Free player’s plan as current and sells Premium in place', async () => {
    serve('free');
    const player = userEvent.setup();
    renderWithProviders(<PricingSection signedIn userId={USER_ID} />);
    const upgrade = await within(card('Premium')).findByRole('button', { name: 'Upgrade to Premium' });
    expect(within(card('Free')).getByRole('link', { name: 'Current plan' }).getAttribute('href')).toBe('/dashboard');
    await player.click(upgrade);
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(await within(dialog).findByText('$9.99 / month')).toBeDefined();
  });

  it('marks Premium as current for a Premium player', async () => {
    serve('premium');
    renderWithProviders(<PricingSection signedIn userId={USER_ID} />);
    const current = await within(card('Premium')).findByRole('link', { name: 'Current plan' });
    expect(current.getAttribute('href')).toBe('/dashboard');
    expect(within(card('Free')).getByRole('link', { name: 'Go to Dashboard' })).toBeDefined();
  });
});
