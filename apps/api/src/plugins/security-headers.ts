import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

// Security headers on every response: the SPA, the API and the sandbox checkout page (decision 0016).
// The SPA is Vite's build: module scripts from this origin only, never an inline script. Styles allow inline
// attributes, which React and Radix set on elements (positions, transforms); the checkout page's one <style>
// block is inline too. Media, sockets and fonts all come from this origin.

/** The profile's IP-to-country lookup (`features/profile/api/get-country.ts`), the one third party we call. */
export const GEO_LOOKUP_ORIGIN = 'https://ipapi.co';

export const securityHeadersPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const https = new URL(publicUrl).protocol === 'https:';
    await app.register(fastifyHelmet, {
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
    });
  },
  { name: 'security-headers' },
);
