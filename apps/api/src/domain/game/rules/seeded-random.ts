import type { RandomSource } from './draw-clips.ts';

/**
 * Mulberry32: a tiny, fast, seeded generator of uniform numbers in [0, 1). For tests and simulations, where
 * a run must be reproducible; never for drawing real games (the server injects a cryptographic source).
 */
export function seededRandom(seed: number): RandomSource {
  let value = seed >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let mixed = value;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
