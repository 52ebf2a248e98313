// Edit Profile over HTTP: PATCH /users/profile with the sign-up rules, a username unique whatever
// its case, and a change of email that takes effect only once the code sent to the new address comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_CODE_COOLDOWN_MESSAGE,
  SAME_EMAIL_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '../src/domain/accounts/change-email.ts';
import { signUpAndIn } from './helpers/accounts.ts';
import type { HttpClient } from './helpers/http-client.ts';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

describe('editing the profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function outbox(client: HttpClient, email: string): Promise<Array<{ subject: string; text: string }>> {
    return (await client.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).body.data;
  }
  async function codeSentTo(client: HttpClient, email: string): Promise<string> {
    const code = /\b(\d{6})\b/.exec((await outbox(client, email))[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code in the outbox for ${email}`);
    return code;
  }

  it('changes names and username, which the profile then shows', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    const response = await client.patch('/api/users/profile', {
      firstName: '  Grace ',
      lastName: 'Hopper',
      username: 'Amazing_Grace',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: user.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      username: 'Amazing_Grace',
    });
    expect((await client.get('/api/users/profile')).body.data).toEqual(response.body.data);
    // One field alone is a change too.
    expect((await client.patch('/api/users/profile', { lastName: 'Murray' })).body.data.lastName).toBe('Murray');
  });

  it('refuses a username another player has, whatever its case, with 409, and keeps its own in any case', async () => {
    const first = t.client();
    await signUpAndIn(first, { username: 'keeper_one' });
    const second = t.client();
    await signUpAndIn(second);
    const taken = await second.patch('/api/users/profile', { username: 'KEEPER_ONE' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({
      code: 'USERNAME_TAKEN',
      message: 'This username is already taken',
      fields: { username: 'This username is already taken' },
    });
    // A player may re-case their own username.
    expect((await first.patch('/api/users/profile', { username: 'Keeper_One' })).status).toBe(200);
  });

  it('refuses bad input with the sign-up messages and changes nothing', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Change at least one of first name, last name, username, display name or avatar colour'],
      [{ firstName: 'A' }, 'First name must be at least 2 characters'],
      [{ lastName: 'x'.repeat(51) }, 'Last name must be less than 50 characters'],
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ username: 'no spaces' }, 'Username can only contain letters, numbers, and underscores'],
      [{ username: 42 }, 'Username must be text'],
      [{ email: 'new@example.com' }, 'Unknown field "email"'],
    ];
    for (const [body, message] of cases) {
      const response = await client.patch('/api/users/profile', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.message, JSON.stringify(body)).toBe(message);
    }
    expect((await client.get('/api/users/profile')).body.data).toEqual(user);
    expect((await t.client().patch('/api/users/profile', { firstName: 'Anon' })).status).toBe(401);
  });

  it('changes the email only once the code sent to the new address is confirmed, and tells the old one', async () => {
    const client = t.client();
    const { user, registration } = await signUpAndIn(client);
    const newEmail = `moved.${user.id.slice(0, 8)}@example.com`;
    const requested = await client.post('/api/users/profile/email', {
      email: ` ${newEmail.toUpperCase()} `,
      currentPassword: registration.password,
    });
    expect(requested.status).toBe(200);
    expect((await client.get('/api/users/profile')).body.data.email).toBe(registration.email);

    const code = await codeSentTo(client, newEmail);
    const wrong = await client.post('/api/users/profile/email/confirm', {
      email: newEmail,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('INVALID_OTP');

    const confirmed = await client.post('/api/users/profile/email/confirm', { email: newEmail, otp: code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.email).toBe(newEmail);
    expect((await client.get('/api/users/profile')).body.data.email).toBe(newEmail);
    const notice = (await outbox(client, registration.email))[0];
    expect(notice?.subject).toBe('Your Goal or Miss email was changed');
    expect(notice?.text).toContain(newEmail);
    // The new address signs in; the code is spent.
    const login = await t.client().post('/api/auth/login', { email: newEmail, password: registration.password });
    expect(login.status).toBe(200);
    expect((await client.post('/api/users/profile/email/confirm', { email: newEmail, otp: code })).status).toBe(400);
  });

  it('asks for the current password first: a wrong or missing one sends no code and says nothing of the address', async () => {
    const other = t.client();
    const { registration: theirs } = await signUpAndIn(other);
    const client = t.client();
    const { registration, user } = await signUpAndIn(client);
    const newEmail = `stolen.${user.id.slice(0, 8)}@example.com`;

    const missing = await client.post('/api/users/profile/email', { email: newEmail });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'INVALID_INPUT',
      fields: { currentPassword: 'Current password is required' },
    });
    const empty = await client.post('/api/users/profile/email', { email: newEmail, currentPassword: '' });
    expect(empty.body.error.fields).toEqual({ currentPassword: 'Please enter your current password' });
    // Wrong, for a free address and for a taken one alike: the same refusal, so a session alone learns nothing.
    for (const email of [newEmail, theirs.email]) {
      const wrong = await client.post('/api/users/profile/email', { email, currentPassword: 'Not1ThePassword' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toEqual({
        code: 'WRONG_PASSWORD',
        message: WRONG_PASSWORD_MESSAGE,
        fields: { currentPassword: WRONG_PASSWORD_MESSAGE },
      });
    }
    expect(await outbox(client, newEmail)).toEqual([]);
    // The right one sends the code at once: the wrong tries left no cooldown behind.
    const right = await client.post('/api/users/profile/email', {
      email: newEmail,
      currentPassword: registration.password,
    });
    expect(right.status).toBe(200);
    expect(await outbox(client, newEmail)).toHaveLength(1);
  });

  it('refuses an address in use, the same address, a second code within a minute, and a code after 10 minutes', async () => {
    const other = t.client();
    const { registration: theirs } = await signUpAndIn(other);
    const client = t.client();
    const { registration, user } = await signUpAndIn(client);

    const taken = await client.post('/api/users/profile/email', {
      email: theirs.email,
      currentPassword: registration.password,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('EMAIL_TAKEN');
    const same = await client.post('/api/users/profile/email', {
      email: registration.email,
      currentPassword: registration.password,
    });
    expect(same.status).toBe(400);
    expect(same.body.error.message).toBe(SAME_EMAIL_MESSAGE);
    const invalid = await client.post('/api/users/profile/email', {
      email: 'not-an-email',
      currentPassword: registration.password,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe('Please enter a valid email address');

    const newEmail = `later.${user.id.slice(0, 8)}@example.com`;
    expect(
      (await client.post('/api/users/profile/email', { email: newEmail, currentPassword: registration.password }))
        .status,
    ).toBe(200);
    const again = await client.post('/api/users/profile/email', {
      email: newEmail,
      currentPassword: registration.password,
    });
    expect(again.status).toBe(429);
    expect(again.body.error.message).toBe(EMAIL_CODE_COOLDOWN_MESSAGE);
    const code = await codeSentTo(client, newEmail);
    t.clock.advance(10 * 60_000 + 1);
    const late = await client.post('/api/users/profile/email/confirm', { email: newEmail, otp: code });
    expect(late.status).toBe(400);
    expect((await client.get('/api/users/profile')).body.data.email).toBe(registration.email);
    // A code for one address does not confirm another.
    expect(
      (await client.post('/api/users/profile/email', { email: newEmail, currentPassword: registration.password }))
        .status,
    ).toBe(200);
    const fresh = await codeSentTo(client, newEmail);
    const elsewhere = await client.post('/api/users/profile/email/confirm', {
      email: `elsewhere.${user.id.slice(0, 8)}@example.com`,
      otp: fresh,
    });
    expect(elsewhere.status).toBe(400);
  });

  it('burns a code after 5 wrong tries', async () => {
    const client = t.client();
    const { user, registration } = await signUpAndIn(client);
    const newEmail = `guess.${user.id.slice(0, 8)}@example.com`;
    await client.post('/api/users/profile/email', { email: newEmail, currentPassword: registration.password });
    const code = await codeSentTo(client, newEmail);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      await client.post('/api/users/profile/email/confirm', { email: newEmail, otp: wrong });
    }
    expect((await client.post('/api/users/profile/email/confirm', { email: newEmail, otp: code })).status).toBe(400);
  });
});
