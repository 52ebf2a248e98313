import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed } from './random.ts';

describe('createRandom', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const a = createRandom(1);
    const b = createRandom(1);
    const c = createRandom(2);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('draws uniform numbers in [0, 1) and standard normals', () => {
    const random = createRandom(3);
    const uniforms = Array.from({ length: 20_000 }, () => random.next());
    expect(Math.min(...uniforms)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...uniforms)).toBeLessThan(1);
    expect(uniforms.reduce((s, u) => s + u, 0) / uniforms.length).toBeCloseTo(0.5, 1);
    const normals = Array.from({ length: 20_000 }, () => random.normal());
    const mean = normals.reduce((s, u) => s + u, 0) / normals.length;
    const variance = normals.reduce((s, u) => s + (u - mean) ** 2, 0) / normals.length;
    expect(mean).toBeCloseTo(0, 1);
    expect(variance).toBeCloseTo(1, 1);
  });
});

describe('deriveSeed', () => {
  it('gives stable, distinct seeds per label', () => {
    expect(deriveSeed(9, 'strike')).toBe(deriveSeed(9, 'strike'));
    expect(deriveSeed(9, 'strike')).not.toBe(deriveSeed(9, 'xg'));
    expect(deriveSeed(9, 'strike')).not.toBe(deriveSeed(10, 'strike'));
  });
});
