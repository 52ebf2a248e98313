import {
  adminClipImportSchema,
  adminClipParamsSchema,
  adminClipsQuerySchema,
  adminEmptyBodySchema,
  adminGameParamsSchema,
  type AdminClip,
  type AdminClipImportReport,
  type AdminGameTimeline,
} from '@gom/contract/admin';
import type { FastifyPluginAsync } from 'fastify';
import { join } from 'node:path';
import { findClipMedia, listConsoleClips, setClipEnabledAudited } from '../../domain/admin/clips-console.ts';
import { getGameTimeline } from '../../domain/admin/get-game-timeline.ts';
import { IMPORT_SUBDIR, importUploadedManifest } from '../../domain/admin/import-uploaded-manifest.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { toWire } from '../../http/admin-response.ts';
import { authOf } from '../../plugins/authentication.ts';

/** A preview link lives long enough to watch both videos. */
const PREVIEW_TTL_SECONDS = 10 * 60;

/** Games: one game's timeline. Clips: the catalog, preview, disable and enable. */
export const adminGamesClipsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin/games/:gameId', async (request) => {
    const { gameId } = adminGameParamsSchema.parse(request.params);
    const data: AdminGameTimeline = toWire(await getGameTimeline({ db: app.db, gameId }));
    return { data };
  });

  app.get('/admin/clips', async (request) => {
    const { enabled, ...query } = adminClipsQuerySchema.parse(request.query);
    const rows = await listConsoleClips({
      db: app.db,
      ...query,
      enabled: enabled === undefined ? undefined : enabled === 'true',
    });
    const data: AdminClip[] = toWire(rows);
    return { data };
  });

  app.get('/admin/clips/:clipId/media', async (request) => {
    const { clipId } = adminClipParamsSchema.parse(request.params);
    const media = await findClipMedia({ db: app.db, clipId });
    if (!media.pre || !media.post || media.mediaStatus !== 'ready') {
      throw new DomainError('BUSINESS_RULE', `This clip's videos are ${media.mediaStatus}, not ready to watch`);
    }
    const link = (key: string) => app.media.issuePath({ key, ttlSeconds: PREVIEW_TTL_SECONDS });
    return { data: { pre: link(media.pre), post: link(media.post) } };
  });

  /** A manifest uploaded as text; its videos lie in DATA_DIR/imports. Answers the importer's report. */
  app.post('/admin/clips/import', async (request) => {
    const input = adminClipImportSchema.parse(request.body);
    const data: AdminClipImportReport = await importUploadedManifest({
      db: app.db,
      clock: app.clock,
      storage: app.media.storage,
      importDir: join(app.config.dataDir, IMPORT_SUBDIR),
      text: input.manifest,
      format: input.format,
      maxExposures: app.config.importedClipMaxExposures,
      actorId: authOf(request).userId,
    });
    return { data };
  });

  for (const [action, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(`/admin/clips/:clipId/${action}`, async (request) => {
      const { clipId } = adminClipParamsSchema.parse(request.params);
      adminEmptyBodySchema.parse(request.body);
      await setClipEnabledAudited({ db: app.db, clock: app.clock, actorId: authOf(request).userId, clipId, enabled });
      return { data: { clipId, enabled } };
    });
  }
};
