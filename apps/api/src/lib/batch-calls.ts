// Calls that are cheaper together than one by one (a live game's writes, where a round trip to the
// database costs more than the rows it writes). At most `lanes` batches run at once; a call made while every lane
// is busy waits for the next batch, with every call that arrived meanwhile. So a quiet server sends each call
// alone and at once, and a busy one sends fewer, larger batches, which is what keeps it from falling behind.
// Calls made in one turn of the event loop go together (the flush waits for setImmediate). Urgent calls (a
// player's answer, whose reply they are waiting for) go ahead of the others still waiting: a burst of other
// work (a thousand games starting at once) then delays them by the batches already running, not by the whole
// queue. Calls that are not urgent may linger a few milliseconds for others to join them: a round trip costs the
// database more than the rows it writes (lingering 3–8 ms cut PostgreSQL's time per game by a tenth to a
// fifth, performance note 0029), and an urgent call or a full batch sends them at once.

export interface BatchCallsOptions<In, Out> {
  /** Runs one batch: answers one result per input, in the same order. */
  run: (inputs: In[]) => Promise<Out[]>;
  /** How many batches may run at once. */
  lanes: number;
  /** The most inputs in one batch. */
  maxBatch: number;
  /** Inputs that go ahead of the others waiting (in their own order). Unset: none. */
  isUrgent?: (input: In) => boolean;
  /**
   * How long a call that is not urgent may wait for others to join its batch, in ms from when it was made. An
   * urgent call or a full batch sends the waiting calls at once. Unset or 0: none waits (beyond a busy lane).
   */
  lingerMs?: number;
}

export type BatchedCall<In, Out> = (input: In) => Promise<Out>;

interface Pending<In, Out> {
  input: In;
  /** When the call was made (performance.now()). */
  at: number;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * One call per input, batched. A batch that fails is retried one input at a time, so one bad input fails only
 * its own call (each input must therefore be safe to run again after its batch failed, as a statement that
 * rolled back is).
 */
export function batchCalls<In, Out>(options: BatchCallsOptions<In, Out>): BatchedCall<In, Out> {
  const { run, lanes, maxBatch, isUrgent, lingerMs = 0 } = options;
  if (!Number.isInteger(lanes) || lanes < 1) throw new Error(`lanes is a whole number ≥ 1, not ${lanes}`);
  if (!Number.isInteger(maxBatch) || maxBatch < 1) throw new Error(`maxBatch is a whole number ≥ 1, not ${maxBatch}`);
  if (!(lingerMs >= 0)) throw new Error(`lingerMs is a number ≥ 0, not ${lingerMs}`);
  const urgent: Array<Pending<In, Out>> = [];
  const queue: Array<Pending<In, Out>> = [];
  const waiting = () => urgent.length + queue.length;
  const nextBatch = () => {
    const batch = urgent.splice(0, maxBatch);
    return batch.length < maxBatch ? batch.concat(queue.splice(0, maxBatch - batch.length)) : batch;
  };
  let busy = 0;
  let flushing = false;
  let lingering: NodeJS.Timeout | null = null;

  const runAlone = async (call: Pending<In, Out>) => {
    try {
      const [output] = await run([call.input]);
      call.resolve(output as Out);
    } catch (error) {
      call.reject(error);
    }
  };

  const runBatch = async (batch: Array<Pending<In, Out>>) => {
    try {
      const outputs = await run(batch.map((call) => call.input));
      if (outputs.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${outputs.length}`);
      batch.forEach((call, index) => call.resolve(outputs[index] as Out));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map(runAlone));
    }
  };

  const flush = () => {
    flushing = false;
    if (lingering) clearTimeout(lingering);
    lingering = null;
    while (busy < lanes && waiting() > 0) {
      busy += 1;
      void runBatch(nextBatch()).finally(() => {
        busy -= 1;
        schedule();
      });
    }
  };

  const schedule = () => {
    if (flushing || busy >= lanes || waiting() === 0) return;
    // Only calls that may wait, not a batch's worth, and the oldest of them still within its linger: wait for more.
    const lingerLeft = urgent.length === 0 && queue.length < maxBatch ? queue[0]!.at + lingerMs - performance.now() : 0;
    if (lingerLeft > 0) {
      lingering ??= setTimeout(flush, lingerLeft);
      return;
    }
    flushing = true;
    setImmediate(flush);
  };

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      (isUrgent?.(input) ? urgent : queue).push({ input, at: performance.now(), resolve, reject });
      schedule();
    });
}
