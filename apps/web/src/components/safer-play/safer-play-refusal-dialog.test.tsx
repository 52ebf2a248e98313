import '@/testing/radix-jsdom.ts';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-client.ts';
import { dismissSaferPlayRefusal, reportSaferPlayRefusal } from '@/lib/safer-play/safer-play-refusals.ts';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { SaferPlayRefusalDialog } from './safer-play-refusal-dialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissSaferPlayRefusal());
});

const USER = { id: 'user-1', firstName: 'Ada', lastName: 'L', username: 'ada', email: 'a@example.com', createdAt: '' };
const refusal = (code: string, message: string) => new ApiError({ status: 422, code, message });

describe('safer play refusal dialog', () => {
  it('explains a limit refusal and links to Safer play; other errors open nothing', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/users/profile': { status: 200, body: { data: USER } } }).fetch);
    renderWithProviders(<SaferPlayRefusalDialog />);
    act(() => reportSaferPlayRefusal(refusal('BUSINESS_RULE', 'Insufficient balance')));
    expect(screen.queryByRole('dialog')).toBeNull();

    const message = 'Daily deposit limit of USD 50.00 reached; it resets at 00:00 UTC.';
    act(() => reportSaferPlayRefusal(refusal('SAFER_PLAY_LIMIT', message)));
    const dialog = await screen.findByRole('dialog', { name: 'Safer play' });
    expect(dialog.textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Open Safer play' }).getAttribute('href')).toBe('/settings#safer-play');
  });

  it('asks for a missing date of birth and saves it', async () => {
    const api = mockFetch({
      'GET /api/users/profile': { status: 200, body: { data: USER } },
      'PUT /api/users/user-1/safer-play/date-of-birth': {
        status: 200,
        body: {
          data: {
            dateOfBirthRequired: false,
            limits: [],
            realityCheck: { intervalMinutes: 0, session: null },
            timeOut: null,
            selfExclusion: null,
          },
        },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<SaferPlayRefusalDialog />);
    act(() =>
      reportSaferPlayRefusal(
        refusal('DATE_OF_BIRTH_REQUIRED', 'Please tell us your date of birth before you continue'),
      ),
    );
    await screen.findByRole('dialog', { name: 'Your date of birth' });
    await user.type(await screen.findByLabelText('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('button', { name: 'Save date of birth' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = api.calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(String(saved?.init?.body))).toEqual({ dateOfBirth: '1990-05-17' });
  });
});
