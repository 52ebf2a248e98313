import { expect, it } from 'vitest';
import { startTestApp } from '../helpers/start-test-app.ts';

// The sandbox's webhook outboxes send to this server's own address, which it has only while it listens: they start
// once it listens (not at ready, which comes before the bind) and stop before it stops listening, so neither a start
// nor a close that waits (on open game sockets, say) logs a failed run.

it('runs the sandbox outboxes only while the server listens: a start and a slow close log no failed run', async () => {
  const t = await startTestApp({
    buildOptions: { payments: { outboxIntervalMs: 10 }, moneyOut: { outboxIntervalMs: 10 } },
    // A close that takes a while after the server has stopped listening, as one waiting on open sockets does.
    configure: (app) => {
      app.addHook('onClose', () => new Promise<void>((resolve) => setTimeout(resolve, 300)));
    },
  });
  // Both outboxes run while the server listens.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await t.close();
  const failures = t.logs.filter((line) => line.includes('sandbox webhook outbox failed'));
  expect(failures).toEqual([]);
});
