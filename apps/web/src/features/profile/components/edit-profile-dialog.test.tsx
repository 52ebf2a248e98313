import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { User } from '@gom/contract/users';
import { USER_QUERY_KEY } from '@/lib/auth/get-user.ts';
import { PROFILE_USER } from '@/testing/player-fixtures.ts';
import { createTestQueryClient, mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { EditProfileDialog } from './edit-profile-dialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const USER = PROFILE_USER;

function setup(routes: Parameters<typeof mockFetch>[0], user: User = USER) {
  const mock = mockFetch(routes);
  vi.stubGlobal('fetch', mock.fetch);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  const onOpenChange = vi.fn();
  renderWithProviders(<EditProfileDialog user={user} open onOpenChange={onOpenChange} />, { queryClient });
  return { mock, queryClient, onOpenChange, player: userEvent.setup() };
}

const bodyOf = (call: { init?: RequestInit } | undefined) => JSON.parse(String(call?.init?.body));

describe('Edit Profile', () => {
  it('sends only what changed, and puts the saved profile in the cache', async () => {
    const saved = { ...USER, lastName: 'King', username: 'countess' };
    const { mock, queryClient, onOpenChange, player } = setup({
      'PATCH /api/users/profile': { status: 200, body: { data: saved } },
    });
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect((within(dialog).getByLabelText('First Name') as HTMLInputElement).value).toBe('Ada');
    await player.clear(within(dialog).getByLabelText('Last Name'));
    await player.type(within(dialog).getByLabelText('Last Name'), 'King');
    await player.clear(within(dialog).getByLabelText('Username'));
    await player.type(within(dialog).getByLabelText('Username'), 'countess');
    await player.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodyOf(mock.calls.find((call) => call.method === 'PATCH'))).toEqual({
      lastName: 'King',
      username: 'countess',
    });
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(saved);
    expect(await screen.findByText('Profile Updated')).toBeDefined();
  });

  it('sets a display name and an avatar colour, previewing how others see the player', async () => {
    const saved = { ...USER, displayName: 'Countess Ada', avatarColor: 'rose' as const };
    const { mock, queryClient, onOpenChange, player } = setup({
      'PATCH /api/users/profile': { status: 200, body: { data: saved } },
    });
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    const preview = within(dialog).getByTestId('profile-preview');
    expect(preview.textContent).toContain('Others see you as ada');
    expect(within(dialog).getByRole('radio', { name: 'Default' }).getAttribute('aria-checked')).toBe('true');
    await player.type(within(dialog).getByLabelText('Display Name'), 'Countess Ada');
    await player.click(within(dialog).getByRole('radio', { name: 'Rose' }));
    expect(preview.textContent).toContain('Others see you as Countess Ada');
    expect(within(preview).getByTestId('player-avatar').textContent).toBe('CA');
    expect(within(preview).getByTestId('player-avatar').getAttribute('data-color')).toBe('rose');
    await player.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodyOf(mock.calls.find((call) => call.method === 'PATCH'))).toEqual({
      displayName: 'Countess Ada',
      avatarColor: 'rose',
    });
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(saved);
  });

  it('moves through the avatar colours with the arrow keys, one tab stop for the group', async () => {
    const { player } = setup({});
    const group = screen.getByRole('radiogroup', { name: 'Avatar Colour' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['Default', 'Emerald', 'Sky', 'Violet', 'Amber', 'Rose', 'Teal', 'Orange', 'Slate']);
    await player.click(within(group).getByRole('radio', { name: 'Default' }));
    // Held, as a finger holds a key: Radix checks the radio that gets focus while an arrow key is down.
    await player.keyboard('{ArrowRight>}');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Emerald'));
    await player.keyboard('{/ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Emerald' }).getAttribute('aria-checked')).toBe('true');
    expect(within(screen.getByTestId('profile-preview')).getByTestId('player-avatar').getAttribute('data-color')).toBe(
      'emerald',
    );
  });

  it('clears a display name when emptied, and the colour back to the default', async () => {
    const named = { ...USER, displayName: 'Countess Ada', avatarColor: 'teal' as const };
    const { mock, onOpenChange, player } = setup(
      {
        'PATCH /api/users/profile': { status: 200, body: { data: { ...USER, displayName: null, avatarColor: null } } },
      },
      named,
    );
    expect((screen.getByLabelText('Display Name') as HTMLInputElement).value).toBe('Countess Ada');
    expect(screen.getByRole('radio', { name: 'Teal' }).getAttribute('aria-checked')).toBe('true');
    await player.clear(screen.getByLabelText('Display Name'));
    await player.click(screen.getByRole('radio', { name: 'Default' }));
    await player.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodyOf(mock.calls.find((call) => call.method === 'PATCH'))).toEqual({
      displayName: null,
      avatarColor: null,
    });
  });

  it('refuses a bad or taken display name under its field', async () => {
    const taken = 'This display name is already taken';
    const { mock, player } = setup({
      'PATCH /api/users/profile': {
        status: 409,
        body: { error: { code: 'DISPLAY_NAME_TAKEN', message: taken, fields: { displayName: taken } } },
      },
    });
    const field = screen.getByLabelText('Display Name');
    await player.clear(field);
    await player.type(field, 'ab');
    await player.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Display name must be at least 3 characters')).toBeDefined();
    expect(mock.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await player.clear(field);
    await player.type(field, 'Night Owl');
    await player.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(taken)).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the rules before sending, and a taken username under its field', async () => {
    const taken = 'This username is already taken';
    const { mock, player } = setup({
      'PATCH /api/users/profile': {
        status: 409,
        body: { error: { code: 'USERNAME_TAKEN', message: taken, fields: { username: taken } } },
      },
    });
    const username = screen.getByLabelText('Username');
    await player.clear(username);
    await player.type(username, 'a b');
    await player.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Username can only contain letters, numbers, and underscores')).toBeDefined();
    expect(mock.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await player.clear(username);
    await player.type(username, 'grace');
    await player.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(taken)).toBeDefined();
    expect(username.getAttribute('aria-invalid')).toBe('true');
  });

  it('changes the email in two steps: a code to the new address, then the code', async () => {
    const moved = { ...USER, email: 'new@example.com' };
    const { mock, queryClient, onOpenChange, player } = setup({
      'POST /api/users/profile/email': { status: 200, body: { data: { message: 'We sent a 6-digit code.' } } },
      'POST /api/users/profile/email/confirm': { status: 200, body: { data: moved } },
    });
    await player.type(screen.getByLabelText('New Email'), 'New@Example.com');
    await player.type(screen.getByLabelText('Current Password'), 'Secret123');
    await player.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(bodyOf(mock.calls.find((call) => call.url.endsWith('/profile/email')))).toEqual({
      email: 'new@example.com',
      currentPassword: 'Secret123',
    });
    const code = await screen.findByLabelText('Code sent to new@example.com');
    await player.type(code, '12a3456');
    expect((code as HTMLInputElement).value).toBe('123456');
    await player.click(screen.getByRole('button', { name: 'Confirm Email' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodyOf(mock.calls.find((call) => call.url.endsWith('/email/confirm')))).toEqual({
      email: 'new@example.com',
      otp: '123456',
    });
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(moved);
  });

  it('shows a refused address and a wrong code under their fields', async () => {
    const { player } = setup({
      'POST /api/users/profile/email': {
        status: 409,
        body: { error: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists' } },
      },
    });
    await player.type(screen.getByLabelText('New Email'), 'not-an-email');
    await player.type(screen.getByLabelText('Current Password'), 'Secret123');
    await player.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByText('Please enter a valid email address')).toBeDefined();
    await player.clear(screen.getByLabelText('New Email'));
    await player.type(screen.getByLabelText('New Email'), 'taken@example.com');
    await player.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('An account with this email already exists')).toBeDefined();
  });

  it('asks for the current password and shows a wrong one under its field', async () => {
    const wrong = 'Your current password is not correct';
    const { mock, player } = setup({
      'POST /api/users/profile/email': {
        status: 400,
        body: { error: { code: 'WRONG_PASSWORD', message: wrong, fields: { currentPassword: wrong } } },
      },
    });
    await player.type(screen.getByLabelText('New Email'), 'new@example.com');
    await player.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByText('Please enter your current password')).toBeDefined();
    expect(mock.calls.some((call) => call.url.endsWith('/profile/email'))).toBe(false);

    const password = screen.getByLabelText('Current Password');
    expect(password.getAttribute('type')).toBe('password');
    await player.type(password, 'Guess1234');
    await player.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(wrong)).toBeDefined();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByLabelText(/Code sent to/)).toBeNull();
  });
});
