// Everything that keeps the fresh buffer full, in one place: the top-up (plan and simulate new secret-keyed
// clips), the render lanes (claim, render, store) and the media purge of retired clips. The API process runs
// it for the embedded default; `npm run worker` runs it in processes of its own that share one PostgreSQL
// and one media storage, so render capacity grows by adding machines. Every step claims its work through the
// database, so any number of these never do one thing twice.
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDatabase } from '../../../db/client.ts';
import type { MediaStorage } from '../../../media/media-storage.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ClipRecord } from '../catalog/clip-record.ts';
import { topUpClipBuffer, type ClipBufferSettings } from '../generation/top-up-clip-buffer.ts';
import { purgeRetiredMedia } from './purge-retired-media.ts';
import type { RenderedMedia } from './rendered-media.ts';
import { startRenderWorker, type RenderWorkerLog } from './start-render-worker.ts';

/** How often the buffer is counted and topped up (cheap: two grouped counts when nothing is missing). */
export const TOP_UP_INTERVAL_MS = 2_000;
/** How often retired media are looked for. */
export const PURGE_INTERVAL_MS = 60 * 60_000;

export interface StartClipWorkerOptions {
  db: AppDatabase;
  clock: Clock;
  storage: MediaStorage;
  secret: string;
  workDir: string;
  /** Render lanes; 0 renders nothing (the top-up and the purge still run). */
  concurrency: number;
  /** Keep the demo buffer stocked (DEMO_CATALOG); null: imports only, no generated clips. */
  buffer: ClipBufferSettings | null;
  retentionDays: number;
  log: RenderWorkerLog;
  render?: (clip: ClipRecord) => Promise<RenderedMedia>;
  pollIntervalMs?: number;
  topUpIntervalMs?: number;
}

export interface ClipWorker {
  stop(): Promise<void>;
}

export function startClipWorker(options: StartClipWorkerOptions): ClipWorker {
  const { db, clock, storage, secret, log, buffer } = options;
  const stopping = new AbortController();
  const lanes = startRenderWorker({
    db,
    clock,
    storage,
    secret,
    workDir: options.workDir,
    concurrency: options.concurrency,
    log,
    render: options.render,
    pollIntervalMs: options.pollIntervalMs,
  });

  let running: Promise<void> | null = null;
  const topUp = () => {
    if (!buffer || running || stopping.signal.aborted) return running;
    running = topUpClipBuffer({ db, clock, secret, ...buffer })
      .then((result) => {
        if (result.made > 0) log.info({ made: result.made }, 'fresh clips queued for rendering');
      })
      .catch((error: unknown) => log.error({ err: error }, 'could not top up the clip buffer'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const every = async (intervalMs: number, job: () => Promise<unknown> | null) => {
    while (!stopping.signal.aborted) {
      await job();
      await sleep(intervalMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  };
  const purge = () =>
    purgeRetiredMedia({ db, clock, storage, retentionDays: options.retentionDays })
      .then((result) => {
        if (result.purged > 0) log.info(result, 'purged the media of retired clips');
      })
      .catch((error: unknown) => log.error({ err: error }, 'could not purge retired media'));

  const loops = Promise.all([
    every(options.topUpIntervalMs ?? TOP_UP_INTERVAL_MS, topUp),
    every(PURGE_INTERVAL_MS, purge),
  ]);
  return {
    async stop() {
      stopping.abort();
      await Promise.all([loops, running, lanes.stop()]);
    },
  };
}
