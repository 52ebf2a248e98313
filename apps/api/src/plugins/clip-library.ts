import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { prepareDemoCatalog } from '../domain/clips/catalog/prepare-demo-catalog.ts';
import type { ClipRecord } from '../domain/clips/catalog/clip-record.ts';
import { releaseRenderClaims } from '../domain/clips/rendering/release-render-claims.ts';
import { recheckClipMedia } from '../domain/clips/rendering/recheck-clip-media.ts';
import type { RenderedMedia } from '../domain/clips/rendering/rendered-media.ts';
import { startRenderWorker, type RenderWorker } from '../domain/clips/rendering/start-render-worker.ts';

/** Scratch space for videos being rendered, under DATA_DIR; emptied at start (a crash may leave pieces). */
export const RENDER_WORK_SUBDIR = 'render-work';

export interface ClipLibrary {
  /**
   * Before listening: frees stale claims (embedded database), re-checks stored media, and seeds the demo
   * catalog when it has none (DEMO_CATALOG). Seeding simulates the catalog on the main thread (~3 s, once),
   * which is why it runs before requests are taken.
   */
  prepare(): Promise<void>;
  /** After listening: renders pending clips in the background (RENDER_CONCURRENCY lanes). */
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
  /** A smaller demo catalog than the simulator's (tests). */
  demoCatalog?: { count: number; xgSamples: number };
}

export const clipLibraryPlugin = fp<ClipLibraryPluginOptions>(
  async (app, options) => {
    const { config, db, clock, database } = app;
    const workDir = join(config.dataDir, RENDER_WORK_SUBDIR);
    let worker: RenderWorker | null = null;

    const library: ClipLibrary = {
      async prepare() {
        await rm(workDir, { recursive: true, force: true });
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
        if (config.demoCatalog) {
          const seeded = await prepareDemoCatalog({ db, clock, ...options.demoCatalog });
          if (seeded) app.log.info(seeded, 'seeded the demo catalog');
        }
      },
      startRendering() {
        const concurrency = options.renderConcurrency ?? config.renderConcurrency;
        if (worker || concurrency < 1) return;
        worker = startRenderWorker({
          db,
          clock,
          storage: app.media.storage,
          workDir,
          concurrency,
          log: app.log,
          render: options.render,
          pollIntervalMs: options.pollIntervalMs,
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
