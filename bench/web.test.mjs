import { describe, expect, it } from 'vitest';
import { medianLighthouse } from './web.mjs';

const scored = (score) => ({ score, fcp: 1, lcp: 2, tbt: 3, cls: 0 });
const runsOf = (...results) => {
  let next = 0;
  return async () => results[next++];
};

describe('medianLighthouse', () => {
  it('runs a failed run again and takes the median of the scored runs only', async () => {
    const median = await medianLighthouse(runsOf(scored(84), { failed: 'NO_LCP' }, scored(96), scored(90)), 3);
    expect(median.score).toBe(90);
    expect(median.runs).toEqual([84, 96, 90]);
    expect(median.failures).toEqual(['NO_LCP']);
  });

  it('gives up after three failures and reports no score', async () => {
    const failed = { failed: 'page hung' };
    const median = await medianLighthouse(runsOf(failed, scored(95), failed, failed, scored(95)), 3);
    expect(median.score).toBeNaN();
    expect(median.runs).toEqual([95]);
    expect(median.failures).toHaveLength(3);
  });
});
