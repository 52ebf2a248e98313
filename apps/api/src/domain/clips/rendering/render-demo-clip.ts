// Renders one generated clip from its stored nonce (with CLIP_SECRET) or, for the old public catalog, its seed,
// and puts the files into media storage. The videos are made in a
// private work folder and stored only when complete; the catalog row is updated by the caller afterwards.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStorage } from '../../../media/media-storage.ts';
import type { ClipRecord } from '../catalog/clip-record.ts';
import { renderClipInThread } from '../render/render-clip-in-thread.ts';
import { RENDERER_VERSION } from '../render/render-settings.ts';
import { createClipTimeline } from '../simulator/create-clip-timeline.ts';
import { deriveClipKeys } from '../generation/derive-clip-keys.ts';
import type { Timeline } from '../simulator/types.ts';
import type { RenderedMedia } from './rendered-media.ts';
import type { RenderSpec } from './render-spec.ts';

export interface RenderDemoClipOptions {
  clip: ClipRecord;
  /** CLIP_SECRET: a keyed clip's nonce means nothing without it. */
  secret: string;
  storage: MediaStorage;
  /** Scratch space on local disk. */
  workDir: string;
  /** Default: the renderer's (480p). Tests pass a small size. */
  size?: { width: number; height: number };
}

/** Keys carry the renderer version, so a new look never overwrites files a player may be watching. */
export function demoMediaKeys(clipId: string) {
  const base = `clips/${clipId}/r${RENDERER_VERSION}`;
  return { pre: `${base}-pre.mp4`, post: `${base}-post.mp4`, poster: `${base}-poster.jpg` };
}

/** The clip's timeline, re-simulated from what its row keeps. */
export function replayClipTimeline({ clip, secret }: { clip: ClipRecord; secret: string }): Timeline {
  const spec = clip.renderSpec as RenderSpec | null;
  if (!spec) throw new Error(`clip ${clip.id} has no render spec`);
  if ('nonce' in spec) {
    const keys = deriveClipKeys({ secret, nonce: spec.nonce });
    return createClipTimeline({ seed: keys.situationSeed, goalType: clip.goalType, strikeKey: keys.strikeKey });
  }
  return createClipTimeline({ seed: spec.seed, goalType: clip.goalType });
}

export async function renderDemoClip({
  clip,
  secret,
  storage,
  workDir,
  size,
}: RenderDemoClipOptions): Promise<RenderedMedia> {
  const spec = clip.renderSpec as RenderSpec;
  const timeline = replayClipTimeline({ clip, secret });
  // The video must show what the catalog says happened (a changed simulator would make a seed play out otherwise).
  if (timeline.outcome !== clip.outcome) {
    throw new Error(`clip ${clip.id}: the simulator now gives ${timeline.outcome}, the catalog says ${clip.outcome}`);
  }
  const outDir = join(workDir, `${clip.id}-${randomBytes(4).toString('hex')}`);
  try {
    const rendered = await renderClipInThread({
      timeline,
      clip: {
        league: clip.league,
        seasonYear: clip.seasonYear,
        goalType: clip.goalType,
        attackingTeam: spec.attackingTeam,
        defendingTeam: spec.defendingTeam,
        kits: spec.kits,
      },
      outDir,
      ...size,
    });
    const keys = demoMediaKeys(clip.id);
    const [pre, post] = await Promise.all([
      storage.put({ key: keys.pre, sourcePath: rendered.preVideoPath, contentType: 'video/mp4' }),
      storage.put({ key: keys.post, sourcePath: rendered.postVideoPath, contentType: 'video/mp4' }),
      storage.put({ key: keys.poster, sourcePath: rendered.posterPath, contentType: 'image/jpeg' }),
    ]);
    return {
      preVideoKey: keys.pre,
      postVideoKey: keys.post,
      posterKey: keys.poster,
      preDurationMs: Math.round(rendered.durations.preSeconds * 1000),
      postDurationMs: Math.round(rendered.durations.postSeconds * 1000),
      preBytes: pre.size,
      postBytes: post.size,
      rendererVersion: RENDERER_VERSION,
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
