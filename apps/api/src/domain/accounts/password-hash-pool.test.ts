import { readFileSync, readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createPasswordHashPool } from './password-hash-pool.ts';

const OPTIONS = { algorithm: 2, memoryCost: 1_024, timeCost: 1, parallelism: 1 };

/** The niceness of each of this process's threads, from /proc (field 19 of a thread's stat). */
function threadNiceness(): number[] {
  return readdirSync('/proc/self/task').flatMap((id) => {
    try {
      const stat = readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    } catch {
      return [];
    }
  });
}

describe('createPasswordHashPool', () => {
  it('hashes and verifies on its threads', async () => {
    const pool = createPasswordHashPool(1);
    const hash = await pool.run({ op: 'hash', password: 'Correct1Horse', options: OPTIONS });
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await pool.run({ op: 'verify', hash: hash as string, password: 'Correct1Horse' })).toBe(true);
    expect(await pool.run({ op: 'verify', hash: hash as string, password: 'Wrong1Horse' })).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'runs its threads five nicer than the thread that started them, whatever that one runs at',
    async () => {
      // Raised by 2 on this thread only (Linux niceness is a thread's), so the pool's thread inherits base + 2.
      const base = getPriority();
      setPriority(Math.min(19, base + 2));
      try {
        const before = threadNiceness().filter((nice) => nice === Math.min(19, base + 7)).length;
        const pool = createPasswordHashPool(1);
        await pool.run({ op: 'hash', password: 'Correct1Horse', options: OPTIONS });
        expect(threadNiceness().filter((nice) => nice === Math.min(19, base + 7)).length).toBe(before + 1);
      } finally {
        try {
          setPriority(base);
        } catch {
          // Lowering it back needs root; elsewhere the rest of this file runs 2 nicer, which harms nothing.
        }
      }
    },
  );

  it.runIf(process.platform === 'linux')('warms every thread before the first hash is asked for', async () => {
    const hashingThreads = () => threadNiceness().filter((nice) => nice === Math.min(19, getPriority() + 5)).length;
    const before = hashingThreads();
    const pool = createPasswordHashPool(2);
    const warmed = await pool.warm({ op: 'hash', password: 'Correct1Horse', options: OPTIONS });
    expect(warmed).toHaveLength(2);
    expect(hashingThreads()).toBe(before + 2);
    // Both started: the hashes that follow start no thread, and a second warm-up has nothing to start.
    await Promise.all([1, 2].map(() => pool.run({ op: 'hash', password: 'Correct1Horse', options: OPTIONS })));
    expect(await pool.warm({ op: 'hash', password: 'Correct1Horse', options: OPTIONS })).toEqual([]);
    expect(hashingThreads()).toBe(before + 2);
  });
});
