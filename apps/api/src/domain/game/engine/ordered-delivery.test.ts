import { describe, expect, it } from 'vitest';
import { createOrderedDelivery } from './ordered-delivery.ts';

describe('ordered delivery', () => {
  it('delivers a game in version order, drops duplicates, and waits only so long for a missing version', async () => {
    const errors: unknown[] = [];
    const delivery = createOrderedDelivery({ gapWaitMs: 50, onError: (error) => errors.push(error) });
    const seen: string[] = [];
    const push = (version: number, local: boolean, label = `v${version}`) =>
      delivery.push('g', version, async () => void seen.push(label), local);

    // Before this process applied anything to the game, notices wait; its own first change sets the start.
    const early = push(3, false);
    const later = push(5, false);
    await push(4, true);
    await Promise.all([early, later]);
    expect(seen).toEqual(['v4', 'v5']);

    // A duplicate (heard from another process after it was delivered) is dropped.
    await push(5, false, 'again');
    // Heard out of order: held back until the one before it comes.
    const seven = push(7, false);
    await push(6, true);
    await seven;
    expect(seen).toEqual(['v4', 'v5', 'v6', 'v7']);

    // A version that never comes: the next one goes after the wait.
    const started = Date.now();
    await push(9, false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(seen.at(-1)).toBe('v9');
    expect(errors).toEqual([]);
    delivery.stop();
  });

  it('with onGap, resyncs a game whose version never came instead of delivering past it', async () => {
    const gaps: string[] = [];
    const delivery = createOrderedDelivery({ gapWaitMs: 30, onError: () => {}, onGap: (gameId) => gaps.push(gameId) });
    const seen: number[] = [];
    const push = (version: number, local: boolean) =>
      delivery.push('g', version, async () => void seen.push(version), local);
    await push(1, true);
    // Version 2's notice is lost: 3 and 4 wait, then are dropped, and the game resyncs.
    await Promise.all([push(3, false), push(4, false)]);
    expect(seen).toEqual([1]);
    expect(gaps).toEqual(['g']);
    expect(delivery.lastVersion('g')).toBe(4);
    // What comes after goes on in order (to sockets that are reconnecting).
    await push(5, false);
    expect(seen).toEqual([1, 5]);
    delivery.stop();
  });
});
