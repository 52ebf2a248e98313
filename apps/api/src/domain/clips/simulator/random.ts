// A small seeded PRNG (xoshiro128**, seeded through splitmix32) so every clip can be re-created from one
// 32-bit seed. Math.random is never used in the simulator: a clip's timeline must be reproducible from its
// seed alone, on any machine and any Node version.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  uniform(min: number, max: number): number;
  /** Gaussian (Box–Muller). */
  normal(mean?: number, sd?: number): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Index drawn with probability proportional to its weight. */
  weighted(weights: readonly number[]): number;
}

const UINT32 = 0x1_0000_0000;

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** A 128-bit key for createRandom: four 32-bit words (see deriveClipKeys for the secret-keyed clips). */
export type RandomKey = readonly [number, number, number, number];

/**
 * A generator from a 32-bit seed, or from a 128-bit key: the key gives the generator its whole state, so a
 * stream keyed by a secret cannot be found by trying every 32-bit seed.
 */
export function createRandom(seed: number | RandomKey): Random {
  const init = splitmix32(typeof seed === 'number' ? seed : seed[0]);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  if (typeof seed !== 'number') {
    // Each word goes through its own splitmix so related keys still start far apart.
    b ^= splitmix32(seed[1])();
    c ^= splitmix32(seed[2])();
    d ^= splitmix32(seed[3])();
  }
  // xoshiro must not start from the all-zero state.
  if ((a | b | c | d) === 0) a = 1;

  const nextUint32 = (): number => {
    const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
    const t = (b << 9) >>> 0;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };

  const next = (): number => nextUint32() / UINT32;

  const random: Random = {
    next,
    uniform: (min, max) => min + (max - min) * next(),
    normal: (mean = 0, sd = 1) => {
      // 1 - next() keeps the logarithm's argument in (0, 1].
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: (weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let r = next() * total;
      for (let i = 0; i < weights.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
  };
  return random;
}

/**
 * An independent 32-bit seed for a named stream of a parent seed (FNV-1a over the label, mixed with the
 * parent). Separate streams keep, say, the xG samples from shifting the actual strike when their count
 * changes.
 */
export function deriveSeed(seed: number, label: string | number): number {
  let h = 0x811c9dc5 ^ (seed >>> 0);
  const text = String(label);
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return splitmix32(h ^ Math.imul(seed >>> 0, 0x27d4eb2d))();
}
