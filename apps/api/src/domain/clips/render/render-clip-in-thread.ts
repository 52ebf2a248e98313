// renderClip on a worker thread of this process. A clip's frames are drawn, read back and converted on the thread
// that renders it (the canvas is synchronous), so clips rendered side by side on the main thread queue for it: on
// two cores the main thread was saturated while the cores were not. Each concurrent render gets a thread of its
// own (reused afterwards), so render lanes run in parallel and the main thread stays free for requests.
//
// The thread runs the same renderClip, so its files are byte for byte those of a render on the main thread.
import { Worker } from 'node:worker_threads';
import type { RenderClipOptions, RenderedClip, RenderedPreAnswer, RenderPreAnswerOptions } from './render-clip.ts';

/** The parent's request: one clip to render. */
export interface RenderThreadJob {
  options: RenderClipOptions | RenderPreAnswerOptions;
}

/** The thread's first message, once the renderer is loaded. */
export const RENDER_THREAD_READY = 'ready';

/** An error crosses as its message and stack (an Error's own fields may not survive the copy between threads). */
export type RenderThreadAnswer =
  { ok: true; rendered: RenderedClip | RenderedPreAnswer } | { ok: false; error: { message: string; stack?: string } };

/** Threads that finished their clip, ready for the next one; they do not keep the process alive. */
const idleThreads: Worker[] = [];

export function renderClipInThread(options: RenderPreAnswerOptions): Promise<RenderedPreAnswer>;
export function renderClipInThread(options: RenderClipOptions): Promise<RenderedClip>;
export async function renderClipInThread(
  options: RenderClipOptions | RenderPreAnswerOptions,
): Promise<RenderedPreAnswer | RenderedClip> {
  const thread = idleThreads.pop() ?? (await startRenderThread());
  thread.ref();
  let answer: RenderThreadAnswer;
  try {
    answer = await untilSettled<RenderThreadAnswer>(thread, () =>
      thread.postMessage({ options } satisfies RenderThreadJob),
    );
  } catch (error) {
    // A thread that crashed or stopped is not reused.
    await thread.terminate();
    throw error;
  }
  thread.unref();
  idleThreads.push(thread);
  if (!answer.ok) throw Object.assign(new Error(answer.error.message), { stack: answer.error.stack });
  return answer.rendered;
}

/**
 * Starts render threads until `count` are idle, ahead of the first clips, so those do not wait for a thread to load
 * the renderer (a server or a benchmark does this once).
 */
export async function warmRenderThreads(count: number): Promise<void> {
  const started = await Promise.all(Array.from({ length: Math.max(0, count - idleThreads.length) }, startRenderThread));
  idleThreads.push(...started);
}

async function startRenderThread(): Promise<Worker> {
  const thread = createRenderWorker();
  const ready = await untilSettled<unknown>(thread, () => undefined).catch(async (error: unknown) => {
    await thread.terminate();
    throw error;
  });
  if (ready !== RENDER_THREAD_READY) throw new Error('the render thread did not start');
  thread.unref();
  return thread;
}

function createRenderWorker(): Worker {
  // Bundled (dist/*.js) the thread is its own file beside the bundle; from TypeScript source (tests, scripts run
  // with tsx) the thread loads the source through tsx, as its parent does.
  const fromSource = new URL(import.meta.url).pathname.endsWith('.ts');
  if (!fromSource) return new Worker(new URL('./render-thread.js', import.meta.url));
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./render-thread.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true });
}

/** Runs `send`, then resolves with the thread's next message, or rejects if the thread fails or stops first. */
function untilSettled<T>(thread: Worker, send: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onMessage = (message: T): void => {
      stopListening();
      resolve(message);
    };
    const onError = (error: Error): void => {
      stopListening();
      reject(error);
    };
    const onExit = (code: number): void => onError(new Error(`the render thread stopped with exit code ${code}`));
    const stopListening = (): void => {
      thread.off('message', onMessage);
      thread.off('error', onError);
      thread.off('exit', onExit);
    };
    thread.on('message', onMessage);
    thread.on('error', onError);
    thread.on('exit', onExit);
    send();
  });
}
