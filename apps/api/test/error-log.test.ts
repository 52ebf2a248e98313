// A failing query answers a bare 500 and its parameters never reach the log: not in the message, the
// driver's message or detail, nor the stack.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { INTERNAL_ERROR_MESSAGE } from '../src/plugins/error-handler.ts';
import { registerAccount } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

const SECRET_PARAMETER = 'argon2id-hash-that-must-stay-secret';

describe('the log of a failed query', () => {
  let t: TestApp;
  let takenEmail = '';
  beforeAll(async () => {
    t = await startTestApp({
      configure: (app) => {
        app.get('/api/test/bad-cast', async () => app.db.execute(sql`select ${SECRET_PARAMETER}::uuid`));
        app.get('/api/test/duplicate', async () => {
          const row = { firstName: 'A', lastName: 'B', username: `u${Date.now()}`, passwordHash: SECRET_PARAMETER };
          const now = new Date();
          return app.db.insert(users).values({ ...row, email: takenEmail, createdAt: now, updatedAt: now });
        });
        app.get('/api/test/wrapped', async () => {
          try {
            await app.db.execute(sql`select ${SECRET_PARAMETER}::int`);
          } catch (cause) {
            throw new Error('settling failed', { cause });
          }
        });
      },
    });
    takenEmail = (await registerAccount(t.client())).registration.email;
  });
  afterAll(() => t.close());

  it.each(['bad-cast', 'duplicate', 'wrapped'])(
    '%s: answers 500 and logs the SQL and codes, no values, no stack',
    async (route) => {
      const logged = t.logs.length;
      const response = await t.client().get(`/api/test/${route}`);
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ error: { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE } });
      const lines = t.logs.slice(logged).join('\n');
      expect(lines).toContain('request failed');
      expect(lines).toMatch(/"code":"(22P02|23505)"/);
      expect(lines).toContain('"query":"');
      expect(lines).not.toContain(SECRET_PARAMETER);
      expect(lines).not.toContain(takenEmail);
      expect(lines).not.toContain('params');
      expect(lines).not.toMatch(/"stack"|\bat .*\.ts:\d+/);
    },
  );
});
