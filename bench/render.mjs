// Renders a first-start batch of demo clips (pre- and post-answer videos each) and prints how fast and how
// small: clips rendered per second, video frames per second, and encoded bytes per second of video.
// Usage: node bench/render.mjs [clipCount=10] [concurrency=cores]
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const api = (path) => tsImport(new URL(`../apps/api/src/domain/clips/${path}`, import.meta.url).href, import.meta.url);

export async function benchRender({ clipCount = 10, concurrency = availableParallelism() } = {}) {
  const { generateDemoCatalog } = await api('simulator/generate-demo-catalog.ts');
  const { createClipTimeline } = await api('simulator/create-clip-timeline.ts');
  const { renderClips } = await api('render/render-clips.ts');
  const dir = await mkdtemp(join(tmpdir(), 'gom-bench-render-'));
  try {
    // xG is not rendered; a few samples keep the catalog step out of the measurement's way.
    const clips = generateDemoCatalog({ count: Math.max(clipCount, 24), xgSamples: 4 }).slice(0, clipCount);
    const started = performance.now();
    const jobs = clips.map((clip, i) => ({
      timeline: createClipTimeline({ seed: clip.seed, goalType: clip.goalType }),
      clip,
      outDir: join(dir, String(i)),
    }));
    const outcomes = await renderClips({ jobs, concurrency });
    const seconds = (performance.now() - started) / 1000;
    const failed = outcomes.filter((o) => !o.ok);
    if (failed.length) throw failed[0].error;
    let frames = 0;
    let bytes = 0;
    let videoSeconds = 0;
    let preBytes = 0;
    for (const { rendered } of outcomes) {
      frames += rendered.frames.pre + rendered.frames.post;
      bytes += rendered.bytes.pre + rendered.bytes.post;
      videoSeconds += rendered.durations.preSeconds + rendered.durations.postSeconds;
      preBytes += rendered.bytes.pre;
    }
    return {
      clipCount,
      concurrency,
      seconds,
      clipsPerSecond: clipCount / seconds,
      framesPerSecond: frames / seconds,
      bytesPerVideoSecond: bytes / videoSeconds,
      meanPreVideoBytes: preBytes / clipCount,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function formatRenderBench(r) {
  return [
    `render: ${r.clipCount} clips (${r.clipCount * 2} videos) in ${r.seconds.toFixed(1)} s, concurrency ${r.concurrency}`,
    `  ${r.clipsPerSecond.toFixed(2)} clips rendered per second, ${r.framesPerSecond.toFixed(0)} video frames per second`,
    `  ${(r.bytesPerVideoSecond / 1024).toFixed(1)} KiB encoded per clip second; pre-answer video ${(r.meanPreVideoBytes / 1024).toFixed(0)} KiB on average`,
    // The ratio that matters for a first start: how much faster than real time the catalog renders.
    `  ${(r.framesPerSecond / 25).toFixed(2)}× real time (25 fps video rendered per wall-clock second)`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [count, concurrency] = process.argv.slice(2).map(Number);
  const result = await benchRender({ clipCount: count || 10, concurrency: concurrency || availableParallelism() });
  console.log(formatRenderBench(result));
}
