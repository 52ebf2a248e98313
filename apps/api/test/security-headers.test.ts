// Security headers (decision 0016): a CSP without inline script that no page can frame, on the SPA,
// the API and the sandbox checkout page; HSTS only when players arrive over https.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutIdOf, playerWithWallet, startFunding } from './helpers/money.ts';
import { startTestApp, type TestApp } from './helpers/start-test-app.ts';

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0] ?? '', part.split(/\s+/).slice(1).join(' ')]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  let secure: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'gom-web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Goal or Miss</title>');
    t = await startTestApp({ env: { WEB_DIST_DIR: dist } });
    secure = await startTestApp({ env: { PUBLIC_URL: 'https://gom.test' } });
  });
  afterAll(async () => {
    await t.close();
    await secure.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a CSP with no inline script and no framing on the SPA and the checkout page', async () => {
    const player = await playerWithWallet(t);
    const funding = await startFunding(player.client, player.user.id, player.wallet.id, 5);
    const pages = ['/', '/wallet', `/api/payments/sandbox/checkout/${checkoutIdOf(funding.paymentLink)}`];
    for (const path of pages) {
      const response = await t.client().get(path);
      expect(response.status, path).toBe(200);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src'), path).toBe("'self'");
      expect(csp.get('default-src'), path).toBe("'self'");
      expect(csp.get('frame-ancestors'), path).toBe("'none'");
      expect(csp.get('object-src'), path).toBe("'none'");
      expect(csp.has('upgrade-insecure-requests'), path).toBe(false);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('lets nothing be built from an API answer: no source at all, no framing, no sniffing, no other origin', async () => {
    const player = await playerWithWallet(t);
    for (const path of ['/api/health', `/api/users/${player.user.id}/wallets`, '/api/no-such-route']) {
      const response = await player.client.get(path);
      const csp = directives(response.headers.get('content-security-policy'));
      expect([...csp.keys()].sort(), path).toEqual(['default-src', 'frame-ancestors']);
      expect(csp.get('default-src'), path).toBe("'none'");
      expect(csp.get('frame-ancestors'), path).toBe("'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('adds HSTS and upgrades insecure requests when PUBLIC_URL is https', async () => {
    const response = await secure.client().get('/api/health');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(response.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
  });
});
