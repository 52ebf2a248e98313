import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { SignupForm } from './signup-form.tsx';

afterEach(() => vi.unstubAllGlobals());

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Username'), 'ada_l');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Date of birth'), '1990-05-17');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
}

describe('signup form', () => {
  it('validates on change with the spec messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm onSuccess={() => undefined} />);

    await user.type(screen.getByLabelText('First name'), 'A');
    expect(await screen.findByText('First name must be at least 2 characters')).toBeDefined();

    await user.type(screen.getByLabelText('Username'), 'ab!');
    expect(await screen.findByText('Username can only contain letters, numbers, and underscores')).toBeDefined();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeDefined();

    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    expect(
      await screen.findByText(
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ),
    ).toBeDefined();
  });

  it('keeps Create Account disabled until every field is valid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm onSuccess={() => undefined} />);
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toHaveProperty('disabled', true);

    await fillValidForm(user);
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Secret12'.slice(0, 7));
    await waitFor(() => expect(submit).toHaveProperty('disabled', true));
  });

  it('shows the server field message and the Registration failed toast on a duplicate username', async () => {
    const api = mockFetch({
      'POST /api/register': {
        status: 409,
        body: {
          error: {
            code: 'USERNAME_TAKEN',
            message: 'Username is already taken',
            fields: { username: 'Username is already taken' },
          },
        },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<SignupForm onSuccess={() => undefined} />);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration failed')).toBeDefined();
    expect((await screen.findAllByText('Username is already taken')).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  });

  it('announces success and moves on', async () => {
    const api = mockFetch({ 'POST /api/register': { status: 201, body: { data: { id: 'u1' } } } });
    vi.stubGlobal('fetch', api.fetch);
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SignupForm onSuccess={onSuccess} />);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created successfully!')).toBeDefined();
    expect(screen.getByText('Please sign in to continue.')).toBeDefined();
    expect(onSuccess).toHaveBeenCalled();
    expect(JSON.parse(String(api.calls[0]?.init?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada_l',
      email: 'ada@example.com',
      password: 'Secret123',
      dateOfBirth: '1990-05-17',
    });
  });

  it('refuses a date of birth under 18 before sending anything', async () => {
    const api = mockFetch({});
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<SignupForm onSuccess={() => undefined} />);

    await fillValidForm(user);
    const birthDate = screen.getByLabelText('Date of birth');
    await user.clear(birthDate);
    const twelveYearsAgo = new Date(Date.now() - 12 * 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await user.type(birthDate, twelveYearsAgo);

    expect(await screen.findByText('You must be 18 or older to play Goal or Miss')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Create Account' }).hasAttribute('disabled')).toBe(true);
    expect(api.calls).toHaveLength(0);
  });
});
