import { describe, expect, it } from 'vitest';
import { webSocketUrl } from './web-socket-url.ts';

describe('webSocketUrl', () => {
  it('uses ws: on the page host for a same-origin API', () => {
    expect(
      webSocketUrl({ path: '/users/u1/games/g1', baseUrl: '/api', location: { href: 'http://localhost:5173/game' } }),
    ).toBe('ws://localhost:5173/api/users/u1/games/g1');
  });

  it('uses wss: under https', () => {
    expect(webSocketUrl({ path: '/x', baseUrl: '/api/', location: { href: 'https://gom.example/game' } })).toBe(
      'wss://gom.example/api/x',
    );
  });

  it("follows an API hosted elsewhere, with that host's scheme", () => {
    expect(
      webSocketUrl({ path: '/x', baseUrl: 'https://api.gom.example/v1', location: { href: 'http://localhost/' } }),
    ).toBe('wss://api.gom.example/v1/x');
  });
});
