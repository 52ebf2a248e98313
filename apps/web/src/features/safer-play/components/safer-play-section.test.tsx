import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SaferPlay } from '@gom/contract/safer-play';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { SaferPlaySection } from './safer-play-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/users/user-1/safer-play';
const BASE: SaferPlay = {
  dateOfBirthRequired: false,
  limits: [],
  realityCheck: { intervalMinutes: 0, session: null },
  timeOut: null,
  selfExclusion: null,
};
const LIMITED: SaferPlay = {
  ...BASE,
  limits: [
    {
      currency: 'USD',
      kind: 'deposit',
      period: 'day',
      amount: { value: 20, currency: 'USD' },
      pending: { amount: { value: 100, currency: 'USD' }, effectiveAt: '2030-01-16T12:00:00.000Z' },
      used: { value: 5, currency: 'USD' },
      resetsAt: '2030-01-16T00:00:00.000Z',
    },
  ],
};

describe('safer play section', () => {
  it('sends a limit and shows it with what it counted and its pending raise', async () => {
    const api = mockFetch({
      [`GET ${PATH}`]: { status: 200, body: { data: BASE } },
      [`PUT ${PATH}/limits`]: { status: 200, body: { data: LIMITED } },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<SaferPlaySection userId="user-1" />);

    expect(await screen.findByText('You have no limits set.')).toBeDefined();
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));

    expect(await screen.findByText('Daily deposit limit (USD): $20.00')).toBeDefined();
    expect(screen.getByText(/Used \$5\.00 this period/)).toBeDefined();
    expect(screen.getByText(/Pending: raise to \$100\.00 on/)).toBeDefined();
    const sent = api.calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      currency: 'USD',
      kind: 'deposit',
      period: 'day',
      amount: 100,
    });
  });

  it('refuses a bad amount before sending it', async () => {
    const api = mockFetch({ [`GET ${PATH}`]: { status: 200, body: { data: BASE } } });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<SaferPlaySection userId="user-1" />);
    await user.type(await screen.findByLabelText('Amount'), '1.234');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('USD amounts have at most 2 decimals')).toBeDefined();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('during a break shows when it ends and locks the settings', async () => {
    const until = '2030-01-16T12:00:00.000Z';
    vi.stubGlobal(
      'fetch',
      mockFetch({ [`GET ${PATH}`]: { status: 200, body: { data: { ...BASE, timeOut: { until } } } } }).fetch,
    );
    renderWithProviders(<SaferPlaySection userId="user-1" />);
    expect(await screen.findByText(/Your time-out ends on/)).toBeDefined();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save limit' }).hasAttribute('disabled')).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Reality check' }).hasAttribute('disabled')).toBe(true);
  });
});
