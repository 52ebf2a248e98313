import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { useSession } from '@/lib/auth/get-user.ts';
import { LoginForm } from './login-form.tsx';

afterEach(() => vi.unstubAllGlobals());

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login form', () => {
  it('says Invalid email or password / Please try again on failure', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/auth/login': {
          status: 401,
          body: { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } },
        },
      }).fetch,
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    await signIn(user);
    expect(await screen.findByText('Invalid email or password')).toBeDefined();
    expect(screen.getByText('Please try again')).toBeDefined();
  });

  it("shows the server's message when rate limited", async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/auth/login': {
          status: 429,
          body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Try again in a minute.' } },
        },
      }).fetch,
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    await signIn(user);
    expect(await screen.findByText('Too many attempts. Try again in a minute.')).toBeDefined();
  });

  it("checks the fields with the contract's schema, loaded on first use, and sends nothing that fails", async () => {
    const api = mockFetch({});
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeDefined();
    expect(screen.getByText('Password is required')).toBeDefined();
    expect(api.calls.filter((call) => call.url.includes('/auth/login'))).toEqual([]);
  });

  it('reveals the password on demand', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });

  it('fetches the signed-in user, then moves on', async () => {
    const user = {
      id: 'u1',
      firstName: 'Ada',
      lastName: 'L',
      username: 'ada',
      email: 'ada@example.com',
      createdAt: '2024-01-01',
    };
    let signedIn = false;
    const unauthenticated = { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } } };
    const api = mockFetch({
      'POST /api/auth/login': () => {
        signedIn = true;
        return { status: 200, body: { data: { message: 'ok' } } };
      },
      'POST /api/auth/refresh': unauthenticated,
      'GET /api/users/profile': () => (signedIn ? { status: 200, body: { data: user } } : unauthenticated),
    });
    vi.stubGlobal('fetch', api.fetch);
    const onSuccess = vi.fn();
    const events = userEvent.setup();
    renderWithProviders(
      <>
        <SessionProbe />
        <LoginForm onSuccess={onSuccess} />
      </>,
    );
    expect(await screen.findByText('Session: unauthenticated')).toBeDefined();

    await signIn(events);
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    // The new user was fetched before moving on, so the next page is signed in at once.
    expect(screen.getByText('Session: authenticated ada')).toBeDefined();
  });
});

function SessionProbe() {
  const session = useSession();
  return <p>{`Session: ${session.status}${session.user ? ` ${session.user.username}` : ''}`}</p>;
}
