import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// Security headers on every response: the SPA, the API and the sandbox checkout page (decision 0016).
// The SPA is Vite's build: module scripts from this origin only, never an inline script. Styles allow inline
// attributes, which React and Radix set on elements (positions, transforms); the checkout page's one <style>
// block is inline too. Media, sockets and fonts all come from this origin.
//
// The headers are the same for every response (no nonces), so helmet runs once at start-up and each response
// gets the finished set in one call: running helmet's middleware per request (re-parsing the CSP each time)
// was a seventh of the CPU of an authenticated read (issue 14's profile).

/** The profile's IP-to-country lookup (`features/profile/api/get-country.ts`), the one third party we call. */
export const GEO_LOOKUP_ORIGIN = 'https://ipapi.co';

export function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        // 'self' covers the game socket (ws: and wss: on this host) in CSP 3 browsers.
        connectSrc: ["'self'", GEO_LOOKUP_ORIGIN],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    // Keeps the page's path (a media token, a checkout id) from other sites, and leaves Origin on POSTs.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only where players arrive over https; a plain-http development address must stay reachable.
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Media is played by this origin's pages; the checkout page opens in its own tab.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/** What helmet's middleware would set on a response, as one object (it removes X-Powered-By, never sent here). */
export function securityHeaders(options: HelmetOptions): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // helmet's middleware is synchronous; a later version that is not must not leave responses unprotected.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

export const securityHeadersPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const headers = securityHeaders(helmetOptions(new URL(publicUrl).protocol === 'https:'));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
