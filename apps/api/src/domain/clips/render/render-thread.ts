// A render thread's entry point (started by render-clip-in-thread.ts; bundled on its own as dist/render-thread.js):
// it says it is ready, then renders one clip at a time as the parent asks and answers with the result or the error.
import { parentPort } from 'node:worker_threads';
import { renderClip } from './render-clip.ts';
import type { RenderClipOptions } from './render-clip.ts';
import { RENDER_THREAD_READY } from './render-clip-in-thread.ts';
import type { RenderThreadAnswer, RenderThreadJob } from './render-clip-in-thread.ts';

if (!parentPort) throw new Error('render-thread.ts runs as a worker thread (see render-clip-in-thread.ts)');
const port = parentPort;
port.on('message', ({ options }: RenderThreadJob) => {
  renderClip(options as RenderClipOptions).then(
    (rendered) => port.postMessage({ ok: true, rendered } satisfies RenderThreadAnswer),
    (error: unknown) => {
      const { message, stack } = error instanceof Error ? error : new Error(String(error));
      port.postMessage({ ok: false, error: { message, stack } } satisfies RenderThreadAnswer);
    },
  );
});
port.postMessage(RENDER_THREAD_READY);
