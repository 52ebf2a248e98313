import type { RegisterRequest } from '@gom/contract/auth';
import { expect } from 'vitest';
import type { HttpClient } from './http-client.ts';

let counter = 0;

/** A valid registration, unique per call unless fields are given. */
export function newRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: `player_${tag}`,
    email: `player.${tag}@example.com`,
    password: 'Correct1Horse',
    dateOfBirth: '1990-05-17',
    ...overrides,
  };
}

export async function registerAccount(client: HttpClient, overrides: Partial<RegisterRequest> = {}) {
  const registration = newRegistration(overrides);
  const response = await client.post('/api/register', registration);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { registration, user: response.body.data as { id: string; email: string; username: string } };
}

/** Registers and signs in with this client; its jar then holds the session cookies. */
export async function signUpAndIn(client: HttpClient, overrides: Partial<RegisterRequest> = {}) {
  const account = await registerAccount(client, overrides);
  const response = await client.post('/api/auth/login', {
    email: account.registration.email,
    password: account.registration.password,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return account;
}
