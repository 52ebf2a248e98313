import { describe, expect, it } from 'vitest';
import type { ClipMedia } from '../build-server-message.ts';
import { createClipMediaCache } from './clip-media-cache.ts';

const mediaOf = (id: string): ClipMedia => ({
  preVideoKey: `${id}/pre`,
  postVideoKey: `${id}/post`,
  originalUrl: null,
});

/** A cache over a fake store that counts the clips it was asked for. */
function cacheOverStore() {
  const asked: string[][] = [];
  const cache = createClipMediaCache(async (clipIds) => {
    asked.push(clipIds);
    return new Map(clipIds.map((id) => [id, mediaOf(id)]));
  });
  return { cache, asked };
}

describe('clip media cache', () => {
  it("serves a live game's clips from its admission's read until the game is forgotten", async () => {
    const { cache, asked } = cacheOverStore();
    const clips = ['a', 'b', 'c'];
    cache.rememberGame('game-1', new Map(clips.map((id) => [id, mediaOf(id)])));
    // However many other games come and go meanwhile.
    for (let game = 0; game < 3_000; game += 1) {
      await cache.lookupForGame(`other-${game}`, [`${game}-x`], [`${game}-x`, `${game}-y`, `${game}-z`, `${game}-w`]);
    }
    asked.length = 0;
    expect((await cache.lookupForGame('game-1', ['c'], clips)).get('c')).toEqual(mediaOf('c'));
    expect(asked).toEqual([]);
    cache.forgetGame('game-1');
    await cache.lookupForGame('game-1', ['c'], clips);
    expect(asked).toEqual([['c', 'a', 'b']]);
  });

  it('reads every clip of a game it does not keep in one query, and the next question from the cache', async () => {
    const { cache, asked } = cacheOverStore();
    await cache.lookupForGame('game-2', ['q0'], ['q0', 'q1', 'q2']);
    expect((await cache.lookupForGame('game-2', ['q1'], ['q0', 'q1', 'q2'])).get('q1')).toEqual(mediaOf('q1'));
    expect(asked).toEqual([['q0', 'q1', 'q2']]);
  });

  it('drops only its oldest entries when full, never all at once', async () => {
    const { cache, asked } = cacheOverStore();
    const ids = Array.from({ length: 10_500 }, (_, index) => `clip-${index}`);
    for (let start = 0; start < ids.length; start += 500) await cache.lookup(ids.slice(start, start + 500));
    asked.length = 0;
    await cache.lookup(['clip-10499', 'clip-600']);
    expect(asked).toEqual([]);
    await cache.lookup(['clip-0']);
    expect(asked).toEqual([['clip-0']]);
  });
});
