import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';

// The password reset loads its schema when it is first used, not with the page (performance note 0047). Here that load fails
// as a dropped network would make it: the form says why it cannot go on, sends nothing, and tries again next time.

const NETWORK_ERROR = 'Network error. Please check your connection and try again.';
let offline = true;

/** The contract's schemas fail to load while `offline`. */
function mockContractLoad() {
  offline = true;
  vi.doMock('@gom/contract/auth', async (importOriginal) => {
    if (offline) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  vi.resetModules();
}

afterEach(() => {
  vi.doUnmock('@gom/contract/auth');
  vi.resetModules();
  vi.unstubAllGlobals();
});

describe('password reset without its checks', () => {
  it('says the network failed and sends no request, then sends it once the schema loads', async () => {
    mockContractLoad();
    const api = mockFetch({
      'POST /api/auth/password-reset/request': { status: 200, body: { data: { message: 'sent' } } },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { PasswordResetFlow } = await import('./password-reset-flow.tsx');
    const user = userEvent.setup();
    renderWithProviders(<PasswordResetFlow variant="forgot-password" />);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(NETWORK_ERROR)).toBeDefined();
    expect(api.calls).toHaveLength(0);

    offline = false;
    vi.resetModules();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent to your email address')).toBeDefined();
    expect(api.calls).toHaveLength(1);
  });
});
