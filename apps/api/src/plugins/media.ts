import fp from 'fastify-plugin';
import { DEFAULT_MEDIA_TOKEN_TTL_SECONDS, MEDIA_ROUTE_PREFIX } from '../media/media-constants.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { issueMediaToken, type MediaGate } from '../media/media-token.ts';
import { API_PREFIX } from './web-app.ts';

/** Says whether a gated asset may be served now; the game registers one. */
export type MediaGateCheck = (gate: MediaGate) => boolean | Promise<boolean>;

export interface IssueMediaPathOptions {
  key: string;
  /** Default DEFAULT_MEDIA_TOKEN_TTL_SECONDS. */
  ttlSeconds?: number;
  gate?: MediaGate;
}

export interface MediaService {
  storage: MediaStorage;
  /** `/api/media/<token>`: an opaque, signed, expiring link to one stored asset. */
  issuePath(options: IssueMediaPathOptions): string;
  /** Adds a check for gated tokens: a gated asset is served only when some check allows it. */
  registerGate(check: MediaGateCheck): void;
  /** True when a registered check allows the gate; false when none does (or none is registered). */
  isGateOpen(gate: MediaGate): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

export interface MediaPluginOptions {
  storage: MediaStorage;
}

export const mediaPlugin = fp<MediaPluginOptions>(
  async (app, { storage }) => {
    const { config, clock } = app;
    const gates: MediaGateCheck[] = [];
    const media: MediaService = {
      storage,
      issuePath({ key, ttlSeconds = DEFAULT_MEDIA_TOKEN_TTL_SECONDS, gate }) {
        const expiresAt = new Date(clock.now().getTime() + ttlSeconds * 1000);
        const token = issueMediaToken({ secret: config.mediaSecret, key, expiresAt, gate });
        return `${API_PREFIX}${MEDIA_ROUTE_PREFIX}/${token}`;
      },
      registerGate(check) {
        gates.push(check);
      },
      async isGateOpen(gate) {
        for (const check of gates) if (await check(gate)) return true;
        return false;
      },
    };
    app.decorate('media', media);
  },
  { name: 'media', dependencies: ['app-context'] },
);
