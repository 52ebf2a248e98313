// Renders a first-start batch of demo clips (pre- and post-answer videos each) and prints how fast and how
// small: clips rendered per second and encoded bytes per second of video (KB = 1000 bytes), then, because
// absolute times on a shared machine mislead, the same run's baseline: a bare ffmpeg/x264 encode of as many
// frames of a synthetic pattern at the renderer's settings and concurrency, and the render's speed against it.
// Usage: node bench/render.mjs [clipCount=10] [concurrency=cores] [runs=1]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const api = (path) => tsImport(new URL(`../apps/api/src/domain/clips/${path}`, import.meta.url).href, import.meta.url);

const KB = 1000;

export async function benchRender({ clipCount = 10, concurrency = availableParallelism() } = {}) {
  const { generateDemoCatalog } = await api('simulator/generate-demo-catalog.ts');
  const { createClipTimeline } = await api('simulator/create-clip-timeline.ts');
  const { renderClips } = await api('render/render-clips.ts');
  const { warmRenderThreads } = await api('render/render-clip-in-thread.ts');
  const dir = await mkdtemp(join(tmpdir(), 'gom-bench-render-'));
  try {
    // xG is not rendered; a few samples keep the catalog step out of the measurement's way.
    const clips = generateDemoCatalog({ count: Math.max(clipCount, 24), xgSamples: 4 }).slice(0, clipCount);
    // Clips render on threads of their own, started once per process (as a server does), like the imports above.
    await warmRenderThreads(concurrency);
    const cpuBefore = readCpuSeconds();
    const started = performance.now();
    const jobs = clips.map((clip, i) => ({
      timeline: createClipTimeline({ seed: clip.seed, goalType: clip.goalType }),
      clip,
      outDir: join(dir, String(i)),
    }));
    const outcomes = await renderClips({ jobs, concurrency });
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = readCpuSeconds();
    const failed = outcomes.filter((o) => !o.ok);
    if (failed.length) throw failed[0].error;
    let frames = 0;
    let bytes = 0;
    let videoSeconds = 0;
    let preBytes = 0;
    let postBytes = 0;
    let postSeconds = 0;
    for (const { rendered } of outcomes) {
      frames += rendered.frames.pre + rendered.frames.post;
      bytes += rendered.bytes.pre + rendered.bytes.post;
      videoSeconds += rendered.durations.preSeconds + rendered.durations.postSeconds;
      preBytes += rendered.bytes.pre;
      postBytes += rendered.bytes.post;
      postSeconds += rendered.durations.postSeconds;
    }
    return {
      clipCount,
      concurrency,
      seconds,
      clipsPerSecond: clipCount / seconds,
      framesPerSecond: frames / seconds,
      bytesPerVideoSecond: bytes / videoSeconds,
      meanPreVideoBytes: preBytes / clipCount,
      postBytesPerSecond: postBytes / postSeconds,
      cpu:
        cpuBefore && cpuAfter
          ? { node: cpuAfter.self - cpuBefore.self, ffmpeg: cpuAfter.children - cpuBefore.children }
          : null,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The same run's yardstick: `frames` frames of ffmpeg's moving test pattern encoded at the renderer's x264
 * settings by the renderer's ffmpeg, `concurrency` encodes at a time. Resolves to frames per second.
 */
export async function benchBareEncode({ frames, concurrency = availableParallelism() }) {
  const { resolveMediaTools } = await api('render/resolve-media-tools.ts');
  const { h264OutputArguments } = await api('render/encode-video.ts');
  const { POST_ANSWER_X264, VIDEO_FPS, VIDEO_HEIGHT_PX, VIDEO_WIDTH_PX } = await api('render/render-settings.ts');
  const each = Math.ceil(frames / concurrency);
  const source = `testsrc2=s=${VIDEO_WIDTH_PX}x${VIDEO_HEIGHT_PX}:r=${VIDEO_FPS},format=yuv420p`;
  const dir = await mkdtemp(join(tmpdir(), 'gom-bench-encode-'));
  try {
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, (_, i) =>
        run(resolveMediaTools().encoder, [
          ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', source, '-frames:v', String(each)],
          ...h264OutputArguments(POST_ANSWER_X264),
          '-y',
          join(dir, `${i}.mp4`),
        ]),
      ),
    );
    return (each * concurrency) / ((performance.now() - started) / 1000);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function formatRenderBench(r, bareFramesPerSecond) {
  const lines = [
    // The headline, in the form the project tracks.
    `render: ${r.clipsPerSecond.toFixed(2)} clips/s, ${(r.bytesPerVideoSecond / KB).toFixed(1)} KB per video second`,
    `  ${r.clipCount} clips (${r.clipCount * 2} videos, 854×480 25 fps) in ${r.seconds.toFixed(1)} s, concurrency ${r.concurrency}; KB = 1000 bytes`,
    `  ${r.framesPerSecond.toFixed(0)} video frames per second, ${(r.framesPerSecond / 25).toFixed(2)}× real time`,
    `  pre-answer video ${r.meanPreVideoBytes.toFixed(0)} bytes each (fixed); post-answer ${(r.postBytesPerSecond / KB).toFixed(1)} KB per second`,
  ];
  if (r.cpu) {
    lines.push(
      `  CPU: renderer ${r.cpu.node.toFixed(1)} s, ffmpeg ${r.cpu.ffmpeg.toFixed(1)} s (${((r.cpu.node + r.cpu.ffmpeg) / r.clipCount).toFixed(2)} s a clip)`,
    );
  }
  if (bareFramesPerSecond) {
    lines.push(
      `  baseline (same run): a bare x264 encode of as many test-pattern frames, same settings and concurrency: ${bareFramesPerSecond.toFixed(0)} frames/s`,
      `  the render runs at ${(r.framesPerSecond / bareFramesPerSecond).toFixed(2)}× the speed of that bare encode`,
    );
  }
  return lines.join('\n');
}

/** This process's and its finished children's CPU time (Linux), or null elsewhere. */
function readCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    const ticks = 100;
    return {
      self: (Number(fields[11]) + Number(fields[12])) / ticks,
      children: (Number(fields[13]) + Number(fields[14])) / ticks,
    };
  } catch {
    return null;
  }
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [count, concurrencyArg, runsArg] = process.argv.slice(2).map(Number);
  const concurrency = concurrencyArg || availableParallelism();
  const runs = runsArg || 1;
  const results = [];
  for (let i = 0; i < runs; i++) {
    const result = await benchRender({ clipCount: count || 10, concurrency });
    const bare = await benchBareEncode({ frames: Math.round(result.framesPerSecond * result.seconds), concurrency });
    console.log(formatRenderBench(result, bare));
    results.push(result.clipsPerSecond);
  }
  if (runs > 1) {
    const sorted = [...results].sort((a, b) => a - b);
    console.log(
      `render over ${runs} runs: best ${sorted.at(-1).toFixed(2)} clips/s, median ${sorted[Math.floor(runs / 2)].toFixed(2)} clips/s`,
    );
  }
}
