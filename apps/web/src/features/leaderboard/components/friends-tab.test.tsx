import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Friend, Friends, FriendsLeaderboard } from '@gom/contract/friends';
import { USER_QUERY_KEY } from '@/lib/auth/get-user.ts';
import { createTestQueryClient, mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { leaderboardRow, PROFILE_USER } from '@/testing/player-fixtures.ts';
import { LeaderboardView } from './leaderboard-view.tsx';

afterEach(() => vi.unstubAllGlobals());

const ME = PROFILE_USER.id;
const FRIENDS = `/api/users/${ME}/friends`;

function person(userId: string, username: string, overrides: Partial<Friend> = {}): Friend {
  return { userId, username, displayName: null, avatarColor: null, since: '2026-11-30T10:00:00.000Z', ...overrides };
}

function friendsBoard(overrides: Partial<FriendsLeaderboard> = {}): FriendsLeaderboard {
  return {
    period: 'all',
    minimumAnswered: 10,
    rows: [
      leaderboardRow(1, { userId: 'f1', username: 'rival', displayName: 'Arch Rival', avatarColor: 'sky' }),
      leaderboardRow(2, { userId: ME, username: 'ada' }),
    ],
    me: leaderboardRow(2, { userId: ME, username: 'ada' }),
    friendCount: 2,
    unranked: [person('f2', 'idle_ian')],
    ...overrides,
  };
}

function lists(overrides: Partial<Friends> = {}): Friends {
  return {
    friends: [person('f1', 'rival', { displayName: 'Arch Rival' }), person('f2', 'idle_ian')],
    incoming: [],
    outgoing: [],
    limit: 100,
    ...overrides,
  };
}

type Routes = Parameters<typeof mockFetch>[0];

function setUp(routes: Routes, path = '/leaderboard?board=friends') {
  const mock = mockFetch({
    [`GET ${FRIENDS}/leaderboard?period=all`]: { status: 200, body: { data: friendsBoard() } },
    [`GET ${FRIENDS}`]: { status: 200, body: { data: lists() } },
    ...routes,
  });
  vi.stubGlobal('fetch', mock.fetch);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, PROFILE_USER);
  renderWithProviders(<LeaderboardView />, { path, queryClient });
  return mock;
}

const bodyOf = (call: { init?: RequestInit } | undefined) => JSON.parse(String(call?.init?.body));

describe('the Friends tab', () => {
  it('ranks you and your friends by display name and avatar, and lists the unranked', async () => {
    setUp({});
    expect(screen.getByRole('tab', { name: 'Friends', selected: true })).toBeDefined();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['ARArch Rival', 'AadaYou']);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(within(screen.getByRole('list', { name: 'Not ranked yet' })).getByText('idle_ian')).toBeDefined();
    expect(within(screen.getByRole('list', { name: 'Your friends' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Your friends (2 of 100)')).toBeDefined();
  });

  it('asks for the period of the tab, and keeps the board in the address', async () => {
    const mock = setUp({
      [`GET ${FRIENDS}/leaderboard?period=week`]: {
        status: 200,
        body: { data: friendsBoard({ period: 'week', rows: [], me: null }) },
      },
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('tab', { name: 'This Week' }));
    expect(await screen.findByText('Nobody among you and your friends is ranked for this period yet.')).toBeDefined();
    const boards = mock.calls
      .filter((call) => call.url.includes('/friends/leaderboard'))
      .map((call) => new URL(call.url, 'http://x').searchParams.get('period'));
    expect(boards).toEqual(['all', 'week']);
  });

  it('says how to start when you have no friends yet', async () => {
    setUp({
      [`GET ${FRIENDS}/leaderboard?period=all`]: {
        status: 200,
        body: { data: friendsBoard({ rows: [], me: null, friendCount: 0, unranked: [person(ME, 'ada')] }) },
      },
      [`GET ${FRIENDS}`]: { status: 200, body: { data: lists({ friends: [] }) } },
    });
    expect(await screen.findByRole('heading', { name: 'No friends yet' })).toBeDefined();
    expect(screen.getByText('None yet.')).toBeDefined();
  });

  it('sends a request by name, and shows a refusal under the field in the server words', async () => {
    const notFound = 'No player goes by that name';
    let answer: { status: number; body: unknown } = {
      status: 404,
      body: { error: { code: 'PLAYER_NOT_FOUND', message: notFound, fields: { name: notFound } } },
    };
    const mock = setUp({ [`POST ${FRIENDS}/requests`]: () => answer });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Username or display name');

    await user.click(screen.getByRole('button', { name: 'Add Friend' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a username or display name');
    expect(mock.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(field, ' nobody ');
    await user.click(screen.getByRole('button', { name: 'Add Friend' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(notFound));
    expect(bodyOf(mock.calls.find((call) => call.method === 'POST'))).toEqual({ name: 'nobody' });
    expect((field as HTMLInputElement).value).toBe(' nobody ');

    answer = { status: 201, body: { data: { status: 'requested', player: person('f9', 'new_pal') } } };
    await user.clear(field);
    await user.type(field, 'new_pal');
    await user.click(screen.getByRole('button', { name: 'Add Friend' }));
    expect(await screen.findByText('Friend Request Sent')).toBeDefined();
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    // The lists and the board are asked again.
    await waitFor(() => expect(mock.calls.filter((call) => call.url.endsWith(FRIENDS)).length).toBeGreaterThan(1));
  });

  it('accepts or declines a request sent to you, cancels yours and removes a friend', async () => {
    const mock = setUp({
      [`GET ${FRIENDS}`]: {
        status: 200,
        body: {
          data: lists({
            incoming: [person('in1', 'asker', { displayName: 'Kind Asker' }), person('in2', 'pest')],
            outgoing: [person('out1', 'waiting_wes')],
          }),
        },
      },
      [`POST ${FRIENDS}/requests/in1/accept`]: { status: 200, body: { data: person('in1', 'asker') } },
      [`DELETE ${FRIENDS}/requests/in2`]: { status: 200, body: { data: { removed: true } } },
      [`DELETE ${FRIENDS}/requests/out1`]: { status: 200, body: { data: { removed: true } } },
      [`DELETE ${FRIENDS}/f2`]: { status: 200, body: { data: { removed: true } } },
    });
    const user = userEvent.setup();
    const requests = await screen.findByRole('list', { name: 'Requests for you' });
    expect(within(requests).getByText('Kind Asker')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Accept Kind Asker' }));
    expect(await screen.findByText('You and Kind Asker are friends now.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Decline pest' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the request to waiting_wes' }));
    await user.click(screen.getByRole('button', { name: 'Remove idle_ian' }));
    await waitFor(() => expect(mock.calls.filter((call) => call.method !== 'GET')).toHaveLength(4));
    expect(mock.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${FRIENDS}/requests/in1/accept`,
      `DELETE ${FRIENDS}/requests/in2`,
      `DELETE ${FRIENDS}/requests/out1`,
      `DELETE ${FRIENDS}/f2`,
    ]);
  });
});
