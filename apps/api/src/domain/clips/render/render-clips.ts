// Renders many clips with at most `concurrency` in flight, for a first-start batch or the background fill of
// the catalog. One clip failing does not stop the others; each outcome is reported in input order.
import { availableParallelism } from 'node:os';
import { renderClip } from './render-clip.ts';
import type { RenderClipOptions, RenderedClip } from './render-clip.ts';

export type RenderClipOutcome = { ok: true; rendered: RenderedClip } | { ok: false; error: Error };

export interface RenderClipsOptions {
  jobs: readonly RenderClipOptions[];
  /** Defaults to the number of cores: each render also keeps two ffmpeg processes busy. */
  concurrency?: number;
  /** Called as each clip finishes, in completion order. */
  onDone?: (index: number, outcome: RenderClipOutcome) => void;
  /** The renderer of one clip; replaceable in tests. */
  render?: (job: RenderClipOptions) => Promise<RenderedClip>;
}

export async function renderClips({
  jobs,
  concurrency = availableParallelism(),
  onDone,
  render = renderClip,
}: RenderClipsOptions): Promise<RenderClipOutcome[]> {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be a positive integer');
  const outcomes: RenderClipOutcome[] = new Array(jobs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const index = next++;
      let outcome: RenderClipOutcome;
      try {
        outcome = { ok: true, rendered: await render(jobs[index]!) };
      } catch (error) {
        outcome = { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
      }
      outcomes[index] = outcome;
      onDone?.(index, outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return outcomes;
}
