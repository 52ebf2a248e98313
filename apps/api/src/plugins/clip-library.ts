import { hostname } from 'node:os';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { ClipRecord } from '../domain/clips/catalog/clip-record.ts';
import { topUpClipBuffer } from '../domain/clips/generation/top-up-clip-buffer.ts';
import { recheckClipMedia } from '../domain/clips/rendering/recheck-clip-media.ts';
import { releaseRenderClaims } from '../domain/clips/rendering/release-render-claims.ts';
import type { RenderedMedia } from '../domain/clips/rendering/rendered-media.ts';
import { startClipWorker, type ClipWorker } from '../domain/clips/rendering/start-clip-worker.ts';

/** Scratch space for videos being rendered, under DATA_DIR; emptied at start (a crash may leave pieces). */
export const RENDER_WORK_SUBDIR = 'render-work';

/** A render folder no other process on any machine uses (containers all have pid 1: the host name tells them apart). */
export function renderWorkFolder(kind: 'api' | 'worker'): string {
  return `${kind}-${hostname()}-${process.pid}`;
}

export interface ClipLibrary {
  /**
   * Before listening: frees stale claims (embedded database), re-checks stored media, and plans the first
   * fresh clips (DEMO_CATALOG) so the render lanes start on them at once.
   */
  prepare(): Promise<void>;
  /** After listening: keeps the fresh buffer stocked and rendered in the background (RENDER_CONCURRENCY lanes). */
  startRendering(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    clipLibrary: ClipLibrary;
  }
}

export interface ClipLibraryPluginOptions {
  /** Replaces the renderer (tests). */
  render?: (clip: ClipRecord) => Promise<RenderedMedia>;
  /** Default RENDER_CONCURRENCY. */
  renderConcurrency?: number;
  pollIntervalMs?: number;
  topUpIntervalMs?: number;
  /** Fewer xG samples per generated clip than the simulator's 200 (tests). */
  xgSamples?: number;
}

export const clipLibraryPlugin = fp<ClipLibraryPluginOptions>(
  async (app, options) => {
    const { config, db, clock, database } = app;
    // On PostgreSQL other processes (API or `npm run worker`) may render in the same DATA_DIR: each has a folder
    // of its own, and clears only that one. The embedded database is one process, which clears them all.
    const workRoot = join(config.dataDir, RENDER_WORK_SUBDIR);
    const workDir = database.driver === 'pglite' ? workRoot : join(workRoot, renderWorkFolder('api'));
    const buffer = config.demoCatalog
      ? { perCell: config.clipBufferPerCell, maxFresh: config.clipBufferMax, xgSamples: options.xgSamples }
      : null;
    let worker: ClipWorker | null = null;

    const library: ClipLibrary = {
      async prepare() {
        await rm(database.driver === 'pglite' ? workRoot : workDir, { recursive: true, force: true });
        if (database.driver === 'pglite') await releaseRenderClaims({ db });
        // A storage that cannot be reached right now must not keep the server from starting: skip the check.
        try {
          const rechecked = await recheckClipMedia({ db, clock, storage: app.media.storage });
          if (rechecked.requeued + rechecked.failed > 0) {
            app.log.warn(rechecked, 'clips whose media were missing or outdated');
          }
        } catch (error) {
          app.log.error({ err: error }, 'could not check the stored clip media');
        }
        if (buffer) {
          const topped = await topUpClipBuffer({ db, clock, secret: config.clipSecret, ...buffer });
          if (topped.made > 0) app.log.info(topped, 'fresh clips queued for rendering');
        }
      },
      startRendering() {
        if (worker) return;
        worker = startClipWorker({
          db,
          clock,
          storage: app.media.storage,
          secret: config.clipSecret,
          workDir,
          concurrency: options.renderConcurrency ?? config.renderConcurrency,
          buffer: (options.renderConcurrency ?? config.renderConcurrency) > 0 ? buffer : null,
          retentionDays: config.clipMediaRetentionDays,
          log: app.log,
          render: options.render,
          pollIntervalMs: options.pollIntervalMs,
          topUpIntervalMs: options.topUpIntervalMs,
        });
      },
    };
    app.decorate('clipLibrary', library);
    // Renders in flight finish (a few seconds at most) so no clip is left half-stored; the rest stay pending.
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'clip-library', dependencies: ['app-context', 'media'] },
);
