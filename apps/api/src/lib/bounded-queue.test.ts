import { describe, expect, it } from 'vitest';
import { createBoundedQueue, QueueFullError } from './bounded-queue.ts';

/** A piece of work that finishes when told to. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, work: () => opened };
}

/** A queue whose clock moves only when the test moves `clock.now`. */
function queueOnTestClock(options: { concurrency: number; maxWaitMs: number; initialServiceMs: number }) {
  const clock = { now: 0 };
  return { clock, queue: createBoundedQueue({ name: 'test', ...options, now: () => clock.now }) };
}

describe('createBoundedQueue', () => {
  it('runs at most `concurrency` at once and lets in only the wait that fits, refusing the rest at once', async () => {
    const { queue, clock } = queueOnTestClock({ concurrency: 2, maxWaitMs: 100, initialServiceMs: 50 });
    const gates = Array.from({ length: 6 }, gate);
    const runs = gates.map((each) => queue.run(each.work));
    // Two running; four waiting in two rounds of 50 ms (100 ms fits); a seventh would wait three rounds (150 ms).
    expect(queue.stats()).toMatchObject({ running: 2, waiting: 4, predictedWaitMs: 150 });
    const refused = await queue.run(gate().work).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueueFullError);
    expect((refused as QueueFullError).retryAfterSeconds).toBe(1);
    clock.now += 50;
    gates.forEach((each) => each.open());
    await Promise.all(runs);
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('learns the pace from a running piece that takes longer than it assumed', async () => {
    const { queue, clock } = queueOnTestClock({ concurrency: 1, maxWaitMs: 1_000, initialServiceMs: 10 });
    const slow = gate();
    const first = queue.run(slow.work);
    clock.now += 600;
    // The running piece has taken 600 ms already: a second would wait at least that long, a third 1,200 ms.
    const second = gate();
    const admitted = queue.run(second.work);
    await expect(queue.run(gate().work)).rejects.toBeInstanceOf(QueueFullError);
    slow.open();
    second.open();
    await Promise.all([first, admitted]);
  });

  it('refuses a piece whose turn comes after it waited past maxWaitMs, then serves the next', async () => {
    const { queue, clock } = queueOnTestClock({ concurrency: 1, maxWaitMs: 100, initialServiceMs: 1 });
    const running = gate();
    const first = queue.run(running.work);
    const late = queue.run(async () => 'late').catch((error: unknown) => error);
    clock.now += 150;
    running.open();
    await first;
    expect(await late).toBeInstanceOf(QueueFullError);
    expect(await queue.run(async () => 'on time')).toBe('on time');
  });

  it('never refuses work run as admitted, however long it waited', async () => {
    const { queue, clock } = queueOnTestClock({ concurrency: 1, maxWaitMs: 100, initialServiceMs: 1 });
    const running = gate();
    const first = queue.runAdmitted(running.work);
    const admitted = queue.runAdmitted(async () => 'served');
    clock.now += 1_000;
    expect(() => queue.refuseIfFull()).toThrow(QueueFullError);
    running.open();
    await first;
    expect(await admitted).toBe('served');
  });

  it("serves every 'first' piece in line before any 'normal' one, each line in its order", async () => {
    const { queue } = queueOnTestClock({ concurrency: 1, maxWaitMs: 10_000, initialServiceMs: 1 });
    const running = gate();
    const order: string[] = [];
    const piece = (name: string) => async () => void order.push(name);
    const first = queue.run(running.work);
    const runs = [
      queue.run(piece('login 1')),
      queue.runAdmitted(piece('sign-up 1'), 'first'),
      queue.run(piece('login 2')),
      queue.run(piece('sign-up 2'), 'first'),
    ];
    running.open();
    await Promise.all([first, ...runs]);
    expect(order).toEqual(['sign-up 1', 'sign-up 2', 'login 1', 'login 2']);
  });

  it("predicts a 'first' piece's wait from the 'first' pieces ahead only, and a 'normal' one's from all", async () => {
    const { queue } = queueOnTestClock({ concurrency: 1, maxWaitMs: 100, initialServiceMs: 50 });
    const gates = [gate(), gate(), gate()];
    // One running, two 'normal' in line: a third 'normal' would wait 150 ms, past the 100 ms.
    const runs = gates.map((each) => queue.run(each.work));
    expect(() => queue.refuseIfFull()).toThrow(QueueFullError);
    await expect(queue.run(gate().work)).rejects.toBeInstanceOf(QueueFullError);
    // A 'first' piece has none ahead of it: 50 ms, let in; the next 'first' waits 100 ms, still in.
    const signUps = [gate(), gate()];
    expect(() => queue.refuseIfFull('first')).not.toThrow();
    const admitted = signUps.map((each) => queue.run(each.work, 'first'));
    // A third would wait 150 ms.
    await expect(queue.run(gate().work, 'first')).rejects.toBeInstanceOf(QueueFullError);
    [...gates, ...signUps].forEach((each) => each.open());
    await Promise.all([...runs, ...admitted]);
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('passes a failure through and frees the place', async () => {
    const queue = createBoundedQueue({ name: 'test', concurrency: 1, maxWaitMs: 100, initialServiceMs: 1 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 7)).toBe(7);
  });
});
