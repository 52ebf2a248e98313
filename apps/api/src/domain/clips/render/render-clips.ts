// Renders many clips with at most `concurrency` in flight, for a first-start batch or the background fill of
// the catalog. One clip failing does not stop the others; each outcome is reported in input order. Jobs with
// `parts: 'pre'` render only the pre-answer video and poster (statistics over many clips).
import { availableParallelism } from 'node:os';
import type { RenderClipOptions, RenderedClip, RenderedPreAnswer, RenderPreAnswerOptions } from './render-clip.ts';
import { renderClipInThread } from './render-clip-in-thread.ts';

export type RenderClipOutcome<Rendered = RenderedClip> = { ok: true; rendered: Rendered } | { ok: false; error: Error };

type RenderJob = RenderClipOptions | RenderPreAnswerOptions;
/** What renderClip gives for a job: both videos, or only the pre-answer one. */
export type RenderedFor<Job extends RenderJob> = Job extends RenderPreAnswerOptions ? RenderedPreAnswer : RenderedClip;

export interface RenderClipsOptions<Job extends RenderJob = RenderClipOptions> {
  jobs: readonly Job[];
  /** Defaults to the number of cores: each render also keeps an ffmpeg process busy. */
  concurrency?: number;
  /** Called as each clip finishes, in completion order. */
  onDone?: (index: number, outcome: RenderClipOutcome<RenderedFor<Job>>) => void;
  /** The renderer of one clip (default: renderClip on a thread of its own); replaceable in tests. */
  render?: (job: Job) => Promise<RenderedFor<Job>>;
}

export async function renderClips<Job extends RenderJob = RenderClipOptions>({
  jobs,
  concurrency = availableParallelism(),
  onDone,
  render = renderClipInThread as (job: Job) => Promise<RenderedFor<Job>>,
}: RenderClipsOptions<Job>): Promise<RenderClipOutcome<RenderedFor<Job>>[]> {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be a positive integer');
  const outcomes: RenderClipOutcome<RenderedFor<Job>>[] = new Array(jobs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const index = next++;
      let outcome: RenderClipOutcome<RenderedFor<Job>>;
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
