// Generated bad input over every route: each request below is invalid by construction (a control
// character in a text field, a wrong type, an unknown field, a value out of range, a body that is not JSON,
// a path or query parameter that names nothing). Whatever the mix, the API answers 4xx, never 5xx, and the
// database is exactly as it was.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows.ts';
import type { HttpClient } from './helpers/http-client.ts';
import { fundedPlayer, gameRequest, seedClips, startGameTestApp, type Player } from './game/game-test-kit.ts';
import { newIdempotencyKey } from './helpers/money.ts';
import { signedInOperator } from './helpers/operator.ts';
import type { TestApp } from './helpers/start-test-app.ts';

/** Requests per route; over the routes below this makes well over 1,000. */
const RUNS_PER_ROUTE = 80;
const SEED = 17;

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u2028'];

/** Text that holds at least one control character somewhere. */
const textWithControl = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 20 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

/** A value of another JSON type than `value`'s. */
function wrongTypeFor(value: unknown): fc.Arbitrary<unknown> {
  const typeOf = (item: unknown) => (item === null ? 'null' : Array.isArray(item) ? 'array' : typeof item);
  return fc.jsonValue({ maxDepth: 2 }).filter((item) => typeOf(item) !== typeOf(value));
}

/** Anything that is not a JSON object (a body must be one). */
const notAnObject = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
);

/** Text no parameter of ours accepts: a control character, or far too long, or path-like. */
const badParam = fc.oneof(
  textWithControl,
  fc.string({ minLength: 300, maxLength: 400 }),
  fc.constantFrom('..', '%', 'null', 'undefined', '-1', '00000000-0000-0000-0000-000000000000', ' ', 'é', '😀'),
);

/** A body that is not valid JSON, sent as JSON. */
const notJson = fc.oneof(
  fc.constantFrom('{', '{"a":', 'nul', '\u0000', '{"a":1}x', "{'a':1}", '[1,]'),
  textWithControl.map((text) => `{"x":"${text}`),
);

/** Numbers past every field's range: past a 32-bit or a bigint column, past an exact double, past finite. */
const outOfRangeNumber = fc.constantFrom(
  1e10,
  2 ** 31,
  1e17,
  2 ** 53 + 2,
  -1e17,
  1e300,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
);

const isMoney = (value: unknown): value is { value: number } =>
  typeof value === 'object' && value !== null && typeof (value as { value?: unknown }).value === 'number';

/** `valid` with one field made bad, or one unknown field added. */
function mutate(valid: Record<string, unknown>, badValues: Partial<Record<string, fc.Arbitrary<unknown>>> = {}) {
  const keys = Object.keys(valid);
  const textKeys = keys.filter((key) => typeof valid[key] === 'string');
  // A number past its range in one numeric field (or one amount), the rest valid: what a missing bound lets through.
  const numberKeys = keys.filter((key) => typeof valid[key] === 'number');
  const moneyKeys = keys.filter((key) => isMoney(valid[key]));
  const outOfRange = [
    ...(numberKeys.length
      ? [
          fc
            .record({ key: fc.constantFrom(...numberKeys), value: outOfRangeNumber })
            .map(({ key, value }) => ({ ...valid, [key]: value })),
        ]
      : []),
    ...(moneyKeys.length
      ? [
          fc
            .record({ key: fc.constantFrom(...moneyKeys), value: outOfRangeNumber })
            .map(({ key, value }) => ({ ...valid, [key]: { ...(valid[key] as object), value } })),
        ]
      : []),
  ];
  // A control character slipped into one text field, the rest valid: what a missing refusal lets through.
  const controlInOneField = textKeys.length
    ? [
        fc
          .record({ key: fc.constantFrom(...textKeys), control: textWithControl })
          .map(({ key, control }) => ({ ...valid, [key]: `${String(valid[key])}${control}` })),
      ]
    : [];
  return fc.oneof(
    ...controlInOneField,
    ...outOfRange,
    fc
      .constantFrom(...keys)
      .chain((key) => (badValues[key] ?? wrongTypeFor(valid[key])).map((bad) => ({ ...valid, [key]: bad }))),
    fc
      .string({ minLength: 1, maxLength: 10 })
      .filter((key) => !keys.includes(key) && key !== '__proto__')
      .map((key) => ({ ...valid, [key]: 1 })),
    fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key))),
  );
}

type Body = { json: unknown } | { raw: string } | undefined;

interface BadRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: Body;
  /** Whose cookies go with it: the owner's, another player's, an operator's (the console), or none. */
  as?: 'owner' | 'other' | 'operator' | 'anonymous';
}

const encode = (value: string) => encodeURIComponent(value);

/** One body generator for a JSON route: a mutated valid body, a non-object, or bytes that are not JSON. */
function badBody(valid: Record<string, unknown>, badValues?: Partial<Record<string, fc.Arbitrary<unknown>>>) {
  return fc.oneof(
    { weight: 4, arbitrary: mutate(valid, badValues).map((json): Body => ({ json })) },
    { weight: 1, arbitrary: notAnObject.map((json): Body => ({ json })) },
    { weight: 1, arbitrary: notJson.map((raw): Body => ({ raw })) },
  );
}

describe('generated bad input over every route', () => {
  let t: TestApp;
  let owner: Player;
  let other: Player;
  let operator: Awaited<ReturnType<typeof signedInOperator>>;

  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 10, misses: 10 });
    owner = await fundedPlayer(t);
    other = await fundedPlayer(t);
    operator = await signedInOperator(t);
  });
  afterAll(() => t.close());

  /**
   * A digest of every row of every table: equal digests, no state change. Not the processes' heartbeats (they beat
   * on a timer) nor the rate-limit counters (every attempt counts, bad or not; in memory on the embedded database).
   */
  async function databaseDigest(): Promise<string> {
    const db = t.database.db;
    const tables = await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
           where table_schema = 'public' and table_name not in ('game_server_instances', 'rate_limit_windows')
           order by 1`,
    );
    const parts: string[] = [];
    for (const { name } of tables) {
      const [row] = await queryRows<{ digest: string }>(
        db,
        sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.identifier(name)} x`,
      );
      parts.push(`${name}:${row?.digest}`);
    }
    return parts.join('\n');
  }

  const sent: Array<{ request: BadRequest; status: number }> = [];

  async function send(request: BadRequest) {
    const client: HttpClient =
      request.as === 'anonymous'
        ? t.client()
        : request.as === 'other'
          ? other.client
          : request.as === 'operator'
            ? operator.client
            : owner.client;
    const body = request.body;
    const response = await client.request(
      request.method,
      request.path,
      body && 'json' in body ? body.json : undefined,
      body && 'raw' in body ? { rawBody: body.raw, headers: { 'content-type': 'application/json' } } : {},
    );
    sent.push({ request, status: response.status });
    return response;
  }

  const routes: Array<[string, () => fc.Arbitrary<BadRequest>]> = [
    [
      'POST /register',
      () =>
        badBody({
          firstName: 'Ada',
          lastName: 'Lovelace',
          username: 'fuzz_user',
          email: 'f@example.com',
          password: 'Correct1Horse',
          dateOfBirth: '1990-05-17',
        }).map((body) => ({ method: 'POST', path: '/api/register', body, as: 'anonymous' })),
    ],
    [
      'POST /auth/login',
      () =>
        badBody({ email: 'f@example.com', password: 'Correct1Horse' }).map((body) => ({
          method: 'POST',
          path: '/api/auth/login',
          body,
          as: 'anonymous',
        })),
    ],
    [
      'POST /auth/logout and /auth/refresh without a session',
      () =>
        fc.record({
          method: fc.constant('POST' as const),
          path: fc.constantFrom('/api/auth/logout', '/api/auth/refresh'),
          body: badBody({ x: 1 }),
          as: fc.constant('anonymous' as const),
        }),
    ],
    [
      'POST /auth/password-reset/request',
      () =>
        badBody({ email: 'f@example.com' }).map((body) => ({
          method: 'POST',
          path: '/api/auth/password-reset/request',
          body,
          as: 'anonymous',
        })),
    ],
    [
      'POST /auth/password-reset/confirm',
      () =>
        badBody({ email: 'f@example.com', otp: '123456', password: 'Correct1Horse' }).map((body) => ({
          method: 'POST',
          path: '/api/auth/password-reset/confirm',
          body,
          as: 'anonymous',
        })),
    ],
    [
      'PATCH /users/profile',
      () =>
        // One field: every field is optional here, so dropping one of several would leave a valid change.
        badBody({ username: 'fuzz_grace' }).map((body) => ({
          method: 'PATCH',
          path: '/api/users/profile',
          body,
        })),
    ],
    [
      'POST /users/profile/email',
      () =>
        badBody({ email: 'moved@example.com', currentPassword: 'Correct1Horse' }).map((body) => ({
          method: 'POST',
          path: '/api/users/profile/email',
          body,
        })),
    ],
    [
      'POST /users/profile/email/confirm',
      () =>
        badBody({ email: 'moved@example.com', otp: '123456' }).map((body) => ({
          method: 'POST',
          path: '/api/users/profile/email/confirm',
          body,
        })),
    ],
    [
      'POST /games/odds',
      () =>
        badBody(gameRequest(owner.wallet.id), {
          numberOfQuestions: fc.oneof(fc.integer({ min: 100 }), fc.double({ min: 0.1, max: 0.9 }), textWithControl),
          stake: fc.oneof(
            fc.record({ value: fc.constantFrom(-1, 0, 1e9, 1.234), currency: fc.constant('USD') }),
            textWithControl,
          ),
        }).map((body) => ({ method: 'POST', path: '/api/games/odds', body })),
    ],
    [
      'POST /users/{id}/games',
      () =>
        fc
          .record({
            body: badBody(gameRequest(owner.wallet.id)),
            as: fc.constantFrom('owner' as const, 'other' as const),
          })
          .map(({ body, as }) => ({ method: 'POST', path: `/api/users/${owner.user.id}/games`, body, as })),
    ],
    [
      'POST /users/{id}/wallets and PATCH /users/{id}/wallets/{walletId}',
      () =>
        fc.oneof(
          badBody({ currency: 'EUR', entityType: 'personal', default: false }).map((body): BadRequest => ({
            method: 'POST',
            path: `/api/users/${owner.user.id}/wallets`,
            body,
          })),
          fc.record({ walletId: badParam, body: badBody({ default: true }) }).map(({ walletId, body }): BadRequest => ({
            method: 'PATCH',
            path: `/api/users/${owner.user.id}/wallets/${encode(walletId)}`,
            body,
          })),
          badParam.map((walletId): BadRequest => ({
            method: 'PATCH',
            path: `/api/users/${owner.user.id}/wallets/${encode(walletId)}`,
            body: { json: { default: true } },
          })),
        ),
    ],
    [
      'POST /users/{id}/transfers/quote and /transfers',
      () =>
        fc.oneof(
          // To another player's wallet: refused even unmutated, so no mutation can make a valid quote.
          badBody({
            fromWalletId: owner.wallet.id,
            toWalletId: other.wallet.id,
            amount: { value: 5, currency: 'USD' },
          }).map((body): BadRequest => ({ method: 'POST', path: `/api/users/${owner.user.id}/transfers/quote`, body })),
          badBody({ quoteId: 'no-such-quote', idempotencyKey: newIdempotencyKey() }).map((body): BadRequest => ({
            method: 'POST',
            path: `/api/users/${owner.user.id}/transfers`,
            body,
          })),
        ),
    ],
    [
      'POST /users/{id}/withdrawals, its cancel, and a wallet close',
      () =>
        fc.oneof(
          // From another player's wallet: refused even unmutated.
          badBody({
            idempotencyKey: newIdempotencyKey(),
            walletId: other.wallet.id,
            amount: { value: 5, currency: 'USD' },
            destination: { accountHolderName: 'Ada Lovelace', accountNumber: '0123456789' },
          }).map((body): BadRequest => ({ method: 'POST', path: `/api/users/${owner.user.id}/withdrawals`, body })),
          badParam.map((id): BadRequest => ({
            method: 'POST',
            path: `/api/users/${owner.user.id}/withdrawals/${encode(id)}/cancel`,
          })),
          badParam.map((walletId): BadRequest => ({
            method: 'POST',
            path: `/api/users/${owner.user.id}/wallets/${encode(walletId)}/close`,
          })),
        ),
    ],
    [
      'POST and DELETE /users/{id}/subscription',
      () =>
        fc.oneof(
          // Paid from another player's wallet: refused even unmutated. The owner has nothing to cancel.
          badBody({ walletId: other.wallet.id }).map((body): BadRequest => ({
            method: 'POST',
            path: `/api/users/${owner.user.id}/subscription`,
            body,
          })),
          fc.oneof(badParam, fc.constant('other'), fc.constant(owner.user.id)).map((userId): BadRequest => ({
            method: 'DELETE',
            path: `/api/users/${userId === 'other' ? other.user.id : encode(userId)}/subscription`,
          })),
        ),
    ],
    [
      'POST /users/{id}/fund',
      () =>
        badBody(
          { idempotencyKey: newIdempotencyKey(), walletId: owner.wallet.id, amount: { value: 5, currency: 'USD' } },
          { amount: fc.record({ value: fc.constantFrom(-5, 0, 1.001, 1e12), currency: fc.constant('USD') }) },
        ).map((body) => ({ method: 'POST', path: `/api/users/${owner.user.id}/fund`, body })),
    ],
    [
      'the safer-play routes',
      () => {
        const base = `/api/users/${owner.user.id}/safer-play`;
        return fc.oneof(
          // Another player's limit: refused (403) even unmutated.
          fc
            .record({
              body: badBody(
                { currency: 'USD', kind: 'deposit', period: 'day', amount: 50 },
                { amount: fc.constantFrom(-1, 0, 1.234, 1e12, 'ten'), currency: fc.constantFrom('usd', 'XYZ', '') },
              ),
              as: fc.constantFrom('owner' as const, 'other' as const),
            })
            .map(({ body, as }): BadRequest => ({ method: 'PUT', path: `${base}/limits`, body, as })),
          badBody({ intervalMinutes: 30 }, { intervalMinutes: fc.constantFrom(-15, 1, 45, 30.5, 1e9) }).map(
            (body): BadRequest => ({ method: 'PUT', path: `${base}/reality-check`, body }),
          ),
          badBody({ action: 'continue' }).map((body): BadRequest => ({
            method: 'POST',
            path: `${base}/reality-check/answer`,
            body,
          })),
          badBody({ duration: '24h' }, { duration: fc.constantFrom('1h', '6m', '', '24H') }).map(
            (body): BadRequest => ({ method: 'POST', path: `${base}/time-out`, body }),
          ),
          badBody({ duration: '6m' }, { duration: fc.constantFrom('24h', '1m', '', '10y') }).map(
            (body): BadRequest => ({ method: 'POST', path: `${base}/self-exclusion`, body }),
          ),
          badBody(
            { dateOfBirth: '1990-05-17' },
            { dateOfBirth: fc.constantFrom('1990-02-30', '1990-5-17', '17/05/1990', '1899-12-31', '') },
          ).map((body): BadRequest => ({ method: 'PUT', path: `${base}/date-of-birth`, body })),
        );
      },
    ],
    [
      'GET /users/{id}/... with a bad or foreign user id',
      () =>
        fc
          .record({
            userId: fc.oneof(badParam, fc.constant('other')),
            tail: fc.constantFrom('wallets', 'transactions', 'games', 'stats', 'subscription', 'safer-play'),
          })
          .map(({ userId, tail }) => ({
            method: 'GET',
            path: `/api/users/${userId === 'other' ? other.user.id : encode(userId)}/${tail}`,
          })),
    ],
    [
      'GET /users/{id}/games with a bad page',
      () =>
        fc
          .record({
            name: fc.constantFrom('page', 'pageSize', 'extra'),
            value: fc.oneof(
              badParam,
              fc.constantFrom('0', '-3', '1.5', 'ten', '1e10', '2147483648', '9007199254740993'),
            ),
          })
          .map(({ name, value }) => ({
            method: 'GET',
            path: `/api/users/${owner.user.id}/games?${name}=${encode(value)}`,
          })),
    ],
    [
      'GET /leaderboard and /dev/outbox with bad queries',
      () =>
        fc.oneof(
          badParam.map((period): BadRequest => ({ method: 'GET', path: `/api/leaderboard?period=${encode(period)}` })),
          textWithControl.map((to): BadRequest => ({ method: 'GET', path: `/api/dev/outbox?to=${encode(to)}` })),
          fc.string({ minLength: 300, maxLength: 400 }).map((to): BadRequest => ({
            method: 'GET',
            path: `/api/dev/outbox?to=${encode(to)}`,
          })),
        ),
    ],
    [
      'the friends routes: bad names, ids and periods',
      () =>
        fc.oneof(
          badBody({ name: 'fuzz_nobody' }).map((body): BadRequest => ({
            method: 'POST',
            path: `/api/users/${owner.user.id}/friends/requests`,
            body,
          })),
          fc
            .record({
              other: badParam,
              action: fc.constantFrom('requests/{id}/accept', 'requests/{id}', '{id}'),
            })
            .map(({ other, action }): BadRequest => ({
              method: action.endsWith('accept') ? 'POST' : 'DELETE',
              path: `/api/users/${owner.user.id}/friends/${action.replace('{id}', encode(other))}`,
              ...(action.endsWith('accept') ? { body: { json: {} } } : {}),
            })),
          badParam.map((period): BadRequest => ({
            method: 'GET',
            path: `/api/users/${owner.user.id}/friends/leaderboard?period=${encode(period)}`,
          })),
          fc
            .constantFrom('friends', 'friends/leaderboard')
            .map((tail): BadRequest => ({ method: 'GET', path: `/api/users/${owner.user.id}/${tail}`, as: 'other' })),
        ),
    ],
    [
      'the tournaments routes: bad entries, ids and operator requests',
      () => {
        // No tournament has this id, so even a body the mutation leaves valid enters nothing.
        const nowhere = '5a0e4c1e-0000-4000-8000-000000000046';
        const pastStart = {
          name: 'Fuzz Cup',
          startsAt: '2000-01-01T00:00:00Z',
          currency: 'USD',
          entryFee: 2,
          numberOfQuestions: 5,
          difficulty: 'normal',
          minEntrants: 2,
          maxEntrants: 10,
          paidPercent: 10,
        };
        return fc.oneof(
          badBody({ tournamentId: nowhere, walletId: owner.wallet.id }).map((body): BadRequest => ({
            method: 'POST',
            path: `/api/users/${owner.user.id}/tournament-entries`,
            body,
          })),
          fc
            .record({ id: badParam, tail: fc.constantFrom('', '/standings') })
            .map(({ id, tail }): BadRequest => ({ method: 'GET', path: `/api/tournaments/${encode(id)}${tail}` })),
          badBody(pastStart).map((body): BadRequest => ({
            method: 'POST',
            path: '/api/admin/tournaments',
            body,
            as: 'operator',
          })),
          fc.record({ id: badParam, body: badBody({ reason: 'Fuzzed' }) }).map(({ id, body }): BadRequest => ({
            method: 'POST',
            path: `/api/admin/tournaments/${encode(id)}/cancel`,
            body,
            as: 'operator',
          })),
        );
      },
    ],
    [
      'GET /media/{token} and the game socket without an upgrade',
      () =>
        fc.oneof(
          badParam.map((token): BadRequest => ({ method: 'GET', path: `/api/media/${encode(token)}` })),
          badParam.map((gameId): BadRequest => ({
            method: 'GET',
            path: `/api/users/${owner.user.id}/games/${encode(gameId)}`,
          })),
        ),
    ],
    [
      'the sandbox checkout pages and the payment webhooks',
      () =>
        fc.oneof(
          fc
            .record({ id: badParam, action: fc.constantFrom('', '/pay', '/decline') })
            .map(({ id, action }): BadRequest => ({
              method: action ? 'POST' : 'GET',
              path: `/api/payments/sandbox/checkout/${encode(id)}${action}`,
              as: 'anonymous',
            })),
          fc
            .record({ provider: fc.oneof(fc.constant('sandbox'), badParam), body: badBody({ type: 'checkout.paid' }) })
            .map(({ provider, body }): BadRequest => ({
              method: 'POST',
              path: `/api/payments/webhooks/${encode(provider)}`,
              body,
              as: 'anonymous',
            })),
        ),
    ],
    [
      'the console under /admin: bad ids, queries and bodies from an operator, anything from a player',
      () => {
        const bodies = fc.oneof(
          notAnObject.map((json): Body => ({ json })),
          notJson.map((raw): Body => ({ raw })),
          fc
            .string({ minLength: 1, maxLength: 10 })
            .filter((key) => key !== '__proto__')
            .map((key): Body => ({ json: { [key]: 1 } })),
        );
        const actions = fc.oneof(
          fc
            .record({ action: fc.constantFrom('lock', 'unlock'), body: bodies, bad: badParam, useBad: fc.boolean() })
            .map(({ action, body, bad, useBad }): BadRequest => ({
              method: 'POST',
              path: `/api/admin/players/${useBad ? encode(bad) : owner.user.id}/${action}`,
              body,
              as: 'operator',
            })),
          fc
            .record({ action: fc.constantFrom('approve', 'reject'), id: badParam })
            .map(({ action, id }): BadRequest => ({
              method: 'POST',
              path: `/api/admin/withdrawals/${encode(id)}/${action}`,
              body: { json: {} },
              as: 'operator',
            })),
          fc
            .record({ action: fc.constantFrom('disable', 'enable'), id: badParam, body: bodies })
            .map(({ action, id, body }): BadRequest => ({
              method: 'POST',
              path: `/api/admin/clips/${encode(id)}/${action}`,
              body,
              as: 'operator',
            })),
        );
        const reads = fc
          .record({
            path: fc.constantFrom(
              '/api/admin/players?q=',
              '/api/admin/players/',
              '/api/admin/games/',
              '/api/admin/clips/',
              '/api/admin/payments?status=',
              '/api/admin/payments?currency=',
              '/api/admin/payments?limit=',
              '/api/admin/audit?before=',
              '/api/admin/clips?mediaStatus=',
            ),
            value: badParam,
          })
          .map(({ path, value }): BadRequest => ({ method: 'GET', path: `${path}${encode(value)}`, as: 'operator' }));
        const fromPlayer = fc
          .constantFrom(`/api/admin/players/${owner.user.id}/lock`, '/api/admin/withdrawals/x/approve')
          .map((path): BadRequest => ({ method: 'POST', path, body: { json: {} }, as: 'other' }));
        // Its one valid field always names a video outside the import folder: refused whatever else is sent.
        const manifest = 'league,year,goalType,outcome,preVideo,postVideo\nL,2021,Shot,goal,/etc/passwd,b.mp4';
        const imports = badBody({ format: 'csv', manifest }).map((body): BadRequest => ({
          method: 'POST',
          path: '/api/admin/clips/import',
          body,
          as: 'operator',
        }));
        return fc.oneof(actions, reads, fromPlayer, imports);
      },
    ],
  ];

  it('refuses a NUL byte in a text field with a 400 naming the field', async () => {
    const before = await databaseDigest();
    const league = { ...gameRequest(owner.wallet.id), league: 'Ironvale\u0000' };
    for (const path of ['/api/games/odds', `/api/users/${owner.user.id}/games`]) {
      const response = await owner.client.post(path, league);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'INVALID_INPUT',
        fields: { league: 'League contains characters that are not allowed' },
      });
    }
    const outbox = await owner.client.get('/api/dev/outbox?to=%00');
    expect(outbox.status).toBe(400);
    expect(outbox.body.error.fields).toEqual({ to: 'to contains characters that are not allowed' });
    const login = await t.client().post('/api/auth/login', { email: 'a@example.com', password: 'Pass\u0000word1' });
    expect(login.status).toBe(400);
    expect(await databaseDigest()).toBe(before);
  });

  it('refuses a number past its range on every route with a 400 naming the field, writing nothing', async () => {
    const before = await databaseDigest();
    const users = `/api/users/${owner.user.id}`;
    const huge = [1e17, 2 ** 31, 2 ** 53, 1e300, Number.MAX_VALUE];
    const money = (value: number) => ({ value, currency: 'USD' });
    const game = (overrides: Record<string, unknown>) => gameRequest(owner.wallet.id, overrides);
    const requests: Array<[method: 'POST' | 'PUT' | 'GET', path: string, body: unknown, field: string]> = [];
    for (const value of huge) {
      for (const path of ['/api/games/odds', `${users}/games`]) {
        requests.push(['POST', path, game({ from: value, to: value }), 'from']);
        requests.push(['POST', path, game({ to: value }), 'to']);
        requests.push(['POST', path, game({ numberOfQuestions: value }), 'numberOfQuestions']);
        requests.push(['POST', path, game({ stake: money(value) }), 'stake.value']);
      }
      requests.push([
        'POST',
        `${users}/fund`,
        { idempotencyKey: newIdempotencyKey(), walletId: owner.wallet.id, amount: money(value) },
        'amount.value',
      ]);
      requests.push([
        'POST',
        `${users}/withdrawals`,
        {
          idempotencyKey: newIdempotencyKey(),
          walletId: owner.wallet.id,
          amount: money(value),
          destination: { accountHolderName: 'Ada Lovelace', accountNumber: '0123456789' },
        },
        'amount.value',
      ]);
      requests.push([
        'POST',
        `${users}/transfers/quote`,
        { fromWalletId: owner.wallet.id, toWalletId: owner.wallet.id, amount: money(value) },
        'amount.value',
      ]);
      requests.push([
        'PUT',
        `${users}/safer-play/limits`,
        { currency: 'USD', kind: 'deposit', period: 'day', amount: value },
        'amount',
      ]);
      requests.push(['GET', `${users}/games?page=${value}`, undefined, 'page']);
    }
    for (const year of [0, -1, 10_000, 1e10]) {
      requests.push(['POST', '/api/games/odds', game({ from: year, to: 2025 }), 'from']);
    }
    const problems: string[] = [];
    for (const [method, path, body, field] of requests) {
      const response = await owner.client.request(method, path, body);
      const fields = (response.body?.error?.fields ?? {}) as Record<string, string>;
      if (response.status !== 400 || !(field in fields)) {
        problems.push(
          `${method} ${path} ${JSON.stringify(body)} → ${response.status} ${JSON.stringify(response.body)}`,
        );
      }
    }
    expect(problems).toEqual([]);
    for (const before of ['-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00Z', '0000-01-01T00:00:00Z']) {
      const response = await operator.client.get(`/api/admin/audit?before=${encode(before)}`);
      expect(response.status, before).toBe(400);
    }
    expect(await databaseDigest()).toBe(before);
  });

  it('refuses a right-to-left override in a name with a 400 naming the field', async () => {
    const before = await databaseDigest();
    const spoof = 'Ada\u202enimda';
    const register = await t.client().post('/api/register', {
      firstName: spoof,
      lastName: 'Lovelace',
      username: 'bidi_user',
      email: 'bidi@example.com',
      password: 'Correct1Horse',
      dateOfBirth: '1990-05-17',
    });
    expect(register.status).toBe(400);
    expect(register.body.error.fields).toEqual({
      firstName: 'First name contains text-direction characters that are not allowed',
    });
    const profile = await owner.client.patch('/api/users/profile', { lastName: 'Obi\u2067x' });
    expect(profile.status).toBe(400);
    expect(profile.body.error.fields).toEqual({
      lastName: 'Last name contains text-direction characters that are not allowed',
    });
    expect(await databaseDigest()).toBe(before);
  });

  it(`answers ${RUNS_PER_ROUTE * routes.length} generated bad requests with 4xx and changes nothing`, async () => {
    const before = await databaseDigest();
    for (const [name, requests] of routes) {
      await fc.assert(
        fc.asyncProperty(requests(), async (request) => {
          const response = await send(request);
          const seen = `${name}: ${request.method} ${request.path} ${JSON.stringify(request.body)} → ${JSON.stringify(response.body)}`;
          expect(response.status, seen).toBeLessThan(500);
          // Signing out without a session ignores its body and answers 200, changing nothing.
          if (request.path !== '/api/auth/logout') expect(response.status, seen).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
    }
    expect(sent.length).toBeGreaterThanOrEqual(1_000);
    expect(sent.filter(({ status }) => status >= 500)).toEqual([]);
    expect(await databaseDigest()).toBe(before);
    // 1,760 requests one after another: 20 s on a quiet machine, past 30 s on a loaded one.
  }, 120_000);
});
