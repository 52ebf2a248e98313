import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './error-handler.ts';

// Serves the built SPA next to the API (same origin), and answers every unknown path: JSON 404 under
// /api, index.html elsewhere so client-side routes survive a reload.

export const API_PREFIX = '/api';
const INDEX_FILE = 'index.html';
// Vite puts content-hashed files under assets/: their name changes whenever their content does.
const HASHED_ASSETS_DIR = '/assets/';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE_CACHE = 'no-cache';

function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const message = isApiPath(request.url)
    ? `No API route for ${request.method} ${request.url.split('?')[0]}`
    : 'Not found';
  return reply.status(404).send(errorBody('NOT_FOUND', message));
}

export const webAppPlugin = fp<{ webDistDir: string }>(
  async (app, { webDistDir }) => {
    const hasSpa = existsSync(join(webDistDir, INDEX_FILE));
    if (!hasSpa) {
      app.log.info({ webDistDir }, 'no built web app found: serving the API only');
      app.setNotFoundHandler(notFound);
      return;
    }

    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      // The build writes .br and .gz copies (apps/web/build/precompress.ts): sent as they are, with Vary.
      preCompressed: true,
      // index.html must be revalidated so a new deployment is picked up; hashed assets never change.
      setHeaders(reply, path) {
        const relative = path.slice(webDistDir.length).replaceAll('\\', '/');
        reply.header('cache-control', relative.startsWith(HASHED_ASSETS_DIR) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      },
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const looksLikeFile = /\.[A-Za-z0-9]+$/.test(path);
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (isApiPath(request.url) || !isPageRequest || looksLikeFile) return notFound(request, reply);
      return reply.header('cache-control', REVALIDATE_CACHE).sendFile(INDEX_FILE);
    });
  },
  { name: 'web-app' },
);
