import { plainText } from '@gom/contract/text';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { describeRevealedClip } from '../domain/game/describe-revealed-clip.ts';
import { ApiError } from '../http/api-error.ts';
import { parseByteRange } from '../http/parse-byte-range.ts';
import { MEDIA_ROUTE_PREFIX } from '../media/media-constants.ts';
import { contentTypeOfKey } from '../media/media-storage.ts';
import { readMediaToken } from '../media/media-token.ts';

const paramsSchema = z.object({ token: plainText('token').max(2048) });

export const MEDIA_LINK_REFUSED_MESSAGE = 'This media link is invalid or has expired';
export const MEDIA_LOCKED_MESSAGE = 'This video opens once the question is answered';
export const NO_CLIP_PAGE_MESSAGE = 'This link has no clip page';

/**
 * Public by design: the token is the capability, so no cookie is needed (video elements and new tabs send
 * what they like). Every header is about the token and the bytes only: no ETag, no Last-Modified (render
 * order would hint at outcomes), nothing derived from the clip.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  // The Original Video page's facts about a question's clip: only for its gated links, and only once the gate
  // is open (the same rule as the bytes). Locked, the refusal is the video's own, whatever the clip.
  app.get(`${MEDIA_ROUTE_PREFIX}/:token/about`, async (request, reply) => {
    const { token } = paramsSchema.parse(request.params);
    const opened = readMediaToken({ secret: app.config.mediaSecret, token, now: app.clock.now() });
    if (!opened.ok) throw new ApiError(403, 'FORBIDDEN', MEDIA_LINK_REFUSED_MESSAGE);
    const { gate } = opened.claims;
    if (!gate) throw new ApiError(404, 'NOT_FOUND', NO_CLIP_PAGE_MESSAGE);
    const about = await describeRevealedClip({ db: app.db, gate });
    if (!about) throw new ApiError(403, 'FORBIDDEN', MEDIA_LOCKED_MESSAGE);
    reply.headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    return { data: about };
  });

  app.get(`${MEDIA_ROUTE_PREFIX}/:token`, async (request, reply) => {
    const { token } = paramsSchema.parse(request.params);
    const now = app.clock.now();
    const opened = readMediaToken({ secret: app.config.mediaSecret, token, now });
    if (!opened.ok) throw new ApiError(403, 'FORBIDDEN', MEDIA_LINK_REFUSED_MESSAGE);
    const { key, expiresAt, gate } = opened.claims;
    if (gate && !(await app.media.isGateOpen(gate))) throw new ApiError(403, 'FORBIDDEN', MEDIA_LOCKED_MESSAGE);

    const stored = await app.media.storage.stat(key);
    if (!stored) throw new ApiError(404, 'NOT_FOUND', 'This video is no longer available');

    const parsed = parseByteRange(request.headers.range, stored.size);
    if (parsed.kind === 'unsatisfiable') {
      return reply
        .status(416)
        .headers({ 'content-range': `bytes */${stored.size}`, 'cache-control': 'no-store' })
        .send();
    }
    const secondsLeft = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
    reply.headers({
      'content-type': contentTypeOfKey(key),
      'accept-ranges': 'bytes',
      // private: a shared proxy must not hand one player's capability to another.
      'cache-control': `private, max-age=${secondsLeft}, immutable`,
      'x-content-type-options': 'nosniff',
      // The URL is a capability: never pass it on to another site.
      'referrer-policy': 'no-referrer',
    });
    if (parsed.kind === 'range') {
      const { start, end } = parsed.range;
      reply
        .status(206)
        .headers({ 'content-range': `bytes ${start}-${end}/${stored.size}`, 'content-length': end - start + 1 });
      return reply.send(await app.media.storage.createReadStream(key, parsed.range));
    }
    reply.header('content-length', stored.size);
    if (stored.size === 0) return reply.send('');
    return reply.send(await app.media.storage.createReadStream(key));
  });
};
