// Whose X-Forwarded-For the server believes: only the proxies TRUST_PROXY lists. A client that reaches the
// process some other way cannot choose the address its rate limits and sessions are counted under.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

describe('TRUST_PROXY', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** The address the server sees for a request from this test (127.0.0.1) claiming to come from 203.0.113.9. */
  async function seenAddress(trustProxy: string): Promise<string> {
    t = await startTestApp({
      env: { TRUST_PROXY: trustProxy },
      configure: (app) => {
        app.get('/api/test/address', async (request) => ({ data: { ip: request.ip } }));
      },
    });
    const response = await t.client().get('/api/test/address', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(response.status).toBe(200);
    return response.body.data.ip;
  }

  it('takes the forwarded address from a listed proxy, by address or by range', async () => {
    expect(await seenAddress('127.0.0.1')).toBe('203.0.113.9');
    await t?.close();
    expect(await seenAddress('10.0.0.0/8, 127.0.0.0/8')).toBe('203.0.113.9');
  });

  it('ignores it from anyone not listed, and by default', async () => {
    expect(await seenAddress('10.0.0.0/8,192.168.1.1')).toBe('127.0.0.1');
    await t?.close();
    expect(await seenAddress('false')).toBe('127.0.0.1');
  });
});
