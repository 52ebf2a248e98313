// The background renderer: `concurrency` lanes, each claiming the next pending clip, rendering it, and marking
// it ready (or recording the failure). Claims go through the database, so this runs the same in one process on
// PGlite and in many processes on one PostgreSQL. It never throws: problems are logged and retried later.
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDatabase } from '../../../db/client.ts';
import type { MediaStorage } from '../../../media/media-storage.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ClipRecord } from '../catalog/clip-record.ts';
import { claimPendingClip } from './claim-pending-clip.ts';
import { markClipReady } from './mark-clip-ready.ts';
import { recordRenderFailure } from './record-render-failure.ts';
import { renderDemoClip } from './render-demo-clip.ts';
import type { RenderedMedia } from './rendered-media.ts';

/** How often an idle worker looks for new pending clips (the buffer's top-up, or another process, adds them). */
export const RENDER_POLL_INTERVAL_MS = 2_000;

export interface RenderWorkerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type RenderOutcome = { clipId: string; ok: true } | { clipId: string; ok: false; error: Error };

export interface StartRenderWorkerOptions {
  db: AppDatabase;
  clock: Clock;
  storage: MediaStorage;
  /** CLIP_SECRET, to replay keyed clips. */
  secret: string;
  /** Scratch space on local disk for videos being made. */
  workDir: string;
  concurrency: number;
  log: RenderWorkerLog;
  /** Only these clips; default: every pending demo clip. */
  clipIds?: readonly string[];
  /** Finish once nothing is left to claim (the CLI), instead of polling for more (the server). */
  exitWhenIdle?: boolean;
  pollIntervalMs?: number;
  /** Replaceable in tests; default renderDemoClip at the renderer's size. */
  render?: (clip: ClipRecord) => Promise<RenderedMedia>;
  onRendered?: (outcome: RenderOutcome) => void;
}

export interface RenderWorker {
  /** Resolves when every lane has finished (after stop(), or when idle with exitWhenIdle). */
  readonly finished: Promise<void>;
  /** Stops claiming, lets the renders in flight finish (a clip is never left half-stored), then resolves. */
  stop(): Promise<void>;
}

export function startRenderWorker(options: StartRenderWorkerOptions): RenderWorker {
  const { db, clock, storage, secret, workDir, log, clipIds, exitWhenIdle = false } = options;
  const pollIntervalMs = options.pollIntervalMs ?? RENDER_POLL_INTERVAL_MS;
  const render = options.render ?? ((clip: ClipRecord) => renderDemoClip({ clip, secret, storage, workDir }));
  const stopping = new AbortController();

  const lane = async (): Promise<void> => {
    while (!stopping.signal.aborted) {
      let clip: ClipRecord | null;
      try {
        clip = await claimPendingClip({ db, clock, clipIds });
      } catch (error) {
        if (stopping.signal.aborted) return;
        log.error({ err: error }, 'could not claim a clip to render');
        clip = null;
        if (exitWhenIdle) throw error;
      }
      if (!clip) {
        if (exitWhenIdle) return;
        await sleep(pollIntervalMs, undefined, { signal: stopping.signal }).catch(() => undefined);
        continue;
      }
      const startedAt = Date.now();
      try {
        const media = await render(clip);
        await markClipReady({ db, clock, clipId: clip.id, media });
        log.info({ clipId: clip.id, ms: Date.now() - startedAt }, 'clip rendered');
        options.onRendered?.({ clipId: clip.id, ok: true });
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        log.error({ clipId: clip.id, err: error }, 'clip render failed');
        await recordRenderFailure({ db, clock, clipId: clip.id, error }).catch((recordError: unknown) =>
          log.error({ clipId: clip.id, err: recordError }, 'could not record a render failure'),
        );
        options.onRendered?.({ clipId: clip.id, ok: false, error });
      }
    }
  };

  const finished = Promise.all(Array.from({ length: Math.max(0, options.concurrency) }, lane)).then(() => undefined);
  return {
    finished,
    async stop() {
      stopping.abort();
      await finished.catch(() => undefined);
    },
  };
}
