/** Runs the tasks of one key one after another, different keys side by side. */
export interface SerialQueues {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Settles when every task queued so far has. */
  drain(): Promise<void>;
}

export function createSerialQueues(): SerialQueues {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run(key, task) {
      const previous = tails.get(key) ?? Promise.resolve();
      const next = previous.then(task, task);
      const settled = next.catch(() => undefined);
      tails.set(key, settled);
      void settled.then(() => {
        if (tails.get(key) === settled) tails.delete(key);
      });
      return next;
    },
    async drain() {
      await Promise.all([...tails.values()]);
    },
  };
}
