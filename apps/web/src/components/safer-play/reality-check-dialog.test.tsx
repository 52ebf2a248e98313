import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SaferPlay } from '@gom/contract/safer-play';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { RealityCheckDialog } from './reality-check-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const USER_ID = 'user-1';
const PATH = `/api/users/${USER_ID}/safer-play`;

function stateWith(nextCheckAt: string | null): SaferPlay {
  return {
    dateOfBirthRequired: false,
    limits: [],
    realityCheck: {
      intervalMinutes: 15,
      session: {
        startedAt: new Date(Date.now() - 16 * 60_000).toISOString(),
        netResult: [{ value: -5, currency: 'USD' }],
        nextCheckAt,
      },
    },
    timeOut: null,
    selfExclusion: null,
  };
}

describe('reality check dialog', () => {
  it('shows the time played and the net result when a check is due, and Keep playing answers continue', async () => {
    const later = new Date(Date.now() + 15 * 60_000).toISOString();
    const api = mockFetch({
      [`GET ${PATH}`]: { status: 200, body: { data: stateWith(new Date(Date.now() - 60_000).toISOString()) } },
      [`POST ${PATH}/reality-check/answer`]: { status: 200, body: { data: stateWith(later) } },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<RealityCheckDialog userId={USER_ID} />);

    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been playing for 16 min');
    expect(dialog.textContent).toMatch(/net result this session: \u2212\$5\.00/);
    await user.click(screen.getByRole('button', { name: 'Keep playing' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const answer = api.calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(answer?.init?.body))).toEqual({ action: 'continue' });
  });

  it('stays hidden before the check is due or with the reality check off', async () => {
    const api = mockFetch({
      [`GET ${PATH}`]: { status: 200, body: { data: stateWith(new Date(Date.now() + 60_000).toISOString()) } },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<RealityCheckDialog userId={USER_ID} />);
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
