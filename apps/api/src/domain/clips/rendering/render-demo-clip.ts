// Renders one demo clip from its stored seed and puts the files into media storage. The videos are made in a
// private work folder and stored only when complete; the catalog row is updated by the caller afterwards.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStorage } from '../../../media/media-storage.ts';
import type { ClipRecord } from '../catalog/clip-record.ts';
import type { DemoRenderSpec } from '../catalog/seed-demo-catalog.ts';
import { renderClip } from '../render/render-clip.ts';
import { RENDERER_VERSION } from '../render/render-settings.ts';
import { createClipTimeline } from '../simulator/create-clip-timeline.ts';
import type { RenderedMedia } from './rendered-media.ts';

export interface RenderDemoClipOptions {
  clip: ClipRecord;
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

export async function renderDemoClip({ clip, storage, workDir, size }: RenderDemoClipOptions): Promise<RenderedMedia> {
  const spec = clip.renderSpec as DemoRenderSpec | null;
  if (!spec) throw new Error(`clip ${clip.id} has no render spec`);
  const timeline = createClipTimeline({ seed: spec.seed, goalType: clip.goalType });
  // The video must show what the catalog says happened (a changed simulator would make a seed play out otherwise).
  if (timeline.outcome !== clip.outcome) {
    throw new Error(`clip ${clip.id}: the simulator now gives ${timeline.outcome}, the catalog says ${clip.outcome}`);
  }
  const outDir = join(workDir, `${clip.id}-${randomBytes(4).toString('hex')}`);
  try {
    const rendered = await renderClip({
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
