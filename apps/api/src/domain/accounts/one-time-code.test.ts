import { describe, expect, it } from 'vitest';
import { generateOneTimeCode } from './one-time-code.ts';

describe('generateOneTimeCode', () => {
  it('always gives exactly 6 digits, keeping leading zeros', () => {
    const codes = Array.from({ length: 5_000 }, generateOneTimeCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // With 5000 uniform draws, about 10% start with 0; none would if zeros were dropped or not drawn.
    expect(codes.filter((code) => code.startsWith('0')).length).toBeGreaterThan(300);
    expect(new Set(codes).size).toBeGreaterThan(4_900);
  });
});
