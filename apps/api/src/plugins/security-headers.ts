import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// Security headers on every response (decision 0016): the document set on the SPA and the sandbox's pages, a
// short and stricter set on API answers (performance note 0024).
// The SPA is Vite's build: module scripts from this origin only, never an inline script. Styles allow inline
// attributes, which React and Radix set on elements (positions, transforms); the checkout page's one <style>
// block is inline too. Media, sockets and fonts all come from this origin.
//
// The headers are the same for every response (no nonces), so helmet runs once at start-up and each response
// gets the finished set in one call: running helmet's middleware per request (re-parsing the CSP each time)
// was a seventh of the CPU of an authenticated read (as profiled).

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

/**
 * What an API answer needs (JSON, media, errors): no document may be built from it, framed, or read by another origin.
 * A document policy (scripts, styles, fonts…) means nothing on JSON, and at ~900 bytes it was five times the
 * size of a wallet list's body, parsed by every client on every call. `default-src 'none'` is stricter still
 * (OWASP's REST guidance), for anyone who opens an API address in a tab.
 */
export function apiSecurityHeaders(https: boolean): OutgoingHttpHeaders {
  return {
    // Per user and per moment: no browser or proxy may reuse an answer. A route that may be cached (a media
    // file, the game config, the sandbox's page) sets its own.
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; frame-ancestors 'none'${https ? '; upgrade-insecure-requests' : ''}`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

declare module 'fastify' {
  interface FastifyReply {
    /** An HTML page served under /api (the sandbox's pages): the document headers instead of the API's. */
    asDocument(): FastifyReply;
  }
}

export const securityHeadersPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const https = new URL(publicUrl).protocol === 'https:';
    const document = securityHeaders(helmetOptions(https));
    const api = apiSecurityHeaders(https);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? api : document);
      done();
    });
    app.decorateReply('asDocument', function (this: FastifyReply) {
      return this.headers(document);
    });
  },
  { name: 'security-headers' },
);
