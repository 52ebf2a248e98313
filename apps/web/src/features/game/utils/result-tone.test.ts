import { describe, expect, it } from 'vitest';
import { resultTone } from './result-tone.ts';

describe('the results colours (spec §2, §9)', () => {
  it.each([
    [100, 'green'],
    [70, 'green'],
    [69, 'blue'],
    [50, 'blue'],
    [49, 'red'],
    [0, 'red'],
  ] as const)('%i%% is %s', (percent, tone) => {
    expect(resultTone(percent)).toBe(tone);
  });
});
