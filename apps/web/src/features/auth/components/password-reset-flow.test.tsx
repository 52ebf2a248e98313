import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { PasswordResetFlow } from './password-reset-flow.tsx';

afterEach(() => vi.unstubAllGlobals());

function stubApi(confirm: { status: number; body?: unknown } = { status: 200, body: { data: { message: 'ok' } } }) {
  const api = mockFetch({
    'POST /api/auth/password-reset/request': { status: 200, body: { data: { message: 'sent' } } },
    'POST /api/auth/password-reset/confirm': confirm,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('password reset flow', () => {
  it('asks for the email first', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<PasswordResetFlow variant="forgot-password" />);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter your email address')).toBeDefined();
  });

  it('walks Email → Code → Password on the forgot-password page, with no Back on the code step', async () => {
    const api = stubApi();
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PasswordResetFlow variant="forgot-password" onSuccess={onSuccess} />);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent to your email address')).toBeDefined();

    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.type(screen.getByLabelText('OTP Code'), '12345');
    expect(continueButton).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('OTP Code'), '6');
    expect(continueButton).toHaveProperty('disabled', false);
    await user.click(continueButton);

    await user.type(screen.getByLabelText('New Password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please ensure your password meets all requirements')).toBeDefined();

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Stronger123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Password reset successfully! You can now login with your new password.'),
    ).toBeDefined();
    expect(onSuccess).toHaveBeenCalled();
    const confirmCall = api.calls.find((call) => call.url.endsWith('/confirm'));
    expect(JSON.parse(String(confirmCall?.init?.body))).toEqual({
      email: 'ada@example.com',
      otp: '123456',
      password: 'Stronger123',
    });
  });

  it('shows the server message when the code is wrong', async () => {
    stubApi({ status: 400, body: { error: { code: 'INVALID_OTP', message: 'Invalid or expired code' } } });
    const user = userEvent.setup();
    renderWithProviders(<PasswordResetFlow variant="settings" accountEmail="ada@example.com" />);

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('New Password'), 'Stronger123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Invalid or expired code')).toBeDefined();
  });

  it('in settings, Back from the code step returns to the start with the fields cleared', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<PasswordResetFlow variant="settings" accountEmail="ada@example.com" />);

    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP Code'), '123');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByLabelText('OTP Code')).toHaveProperty('value', '');
  });

  it('in settings, success says so and returns to the first step', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<PasswordResetFlow variant="settings" accountEmail="ada@example.com" />);

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('New Password'), 'Stronger123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password reset successfully')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeDefined();
  });
});
