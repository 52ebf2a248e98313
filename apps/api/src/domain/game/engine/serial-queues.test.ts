import { describe, expect, it } from 'vitest';
import { createSerialQueues } from './serial-queues.ts';

describe('serial queues', () => {
  it('runs one key in order, past a failure, while another key runs beside it', async () => {
    const queues = createSerialQueues();
    const order: string[] = [];
    const step =
      (name: string, ms: number, fail = false) =>
      async () => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        order.push(name);
        if (fail) throw new Error(name);
        return name;
      };
    const a1 = queues.run('a', step('a1', 20, true));
    const a2 = queues.run('a', step('a2', 0));
    const b1 = queues.run('b', step('b1', 5));
    await expect(a1).rejects.toThrow('a1');
    expect(await a2).toBe('a2');
    expect(await b1).toBe('b1');
    await queues.drain();
    expect(order).toEqual(['b1', 'a1', 'a2']);
  });
});
