import { describe, expect, it } from 'vitest';
import {
  createWalletChangeBatcher,
  decodeWalletChangeNotice,
  encodeWalletChangeNotices,
} from './wallet-change-notices.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('wallet change notices', () => {
  it('round-trip, split so that no payload passes NOTIFY’s 8000 bytes', () => {
    const userIds = Array.from({ length: 400 }, (_, n) => uuid(n));
    const payloads = encodeWalletChangeNotices('process-1', userIds);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const decoded = payloads.map((payload) => decodeWalletChangeNotice(payload));
    expect(decoded.every((notice) => notice?.from === 'process-1')).toBe(true);
    expect(decoded.flatMap((notice) => notice?.userIds ?? [])).toEqual(userIds);
  });

  it('reads anything else as no notice', () => {
    for (const payload of ['', 'nope', '{}', '{"from":1,"userIds":[]}', '{"from":"p","userIds":[1]}']) {
      expect(decodeWalletChangeNotice(payload)).toBeNull();
    }
  });

  it('sends each changed player once per batch, and what is waiting on flush', async () => {
    const sent: string[][] = [];
    const batcher = createWalletChangeBatcher({
      intervalMs: 10,
      send: async (userIds) => void sent.push(userIds),
      onError: () => undefined,
    });
    batcher.add('ada');
    batcher.add('bob');
    batcher.add('ada');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(sent).toEqual([['ada', 'bob']]);
    batcher.add('cy');
    await batcher.flush();
    expect(sent).toEqual([['ada', 'bob'], ['cy']]);
    batcher.stop();
  });

  it('reports a failed send and goes on with the next batch', async () => {
    const errors: unknown[] = [];
    const sent: string[][] = [];
    let fail = true;
    const batcher = createWalletChangeBatcher({
      intervalMs: 1_000,
      send: async (userIds) => {
        if (fail) throw new Error('database down');
        sent.push(userIds);
      },
      onError: (error) => errors.push(error),
    });
    batcher.add('ada');
    await batcher.flush();
    fail = false;
    batcher.add('bob');
    await batcher.flush();
    expect(errors).toHaveLength(1);
    expect(sent).toEqual([['bob']]);
  });
});
