import { describe, expect, it } from 'vitest';
import { rocAuc } from './roc-auc.ts';

describe('rocAuc', () => {
  it('is 1 for a perfect separation, 0 for a reversed one, 0.5 for ties and for no information', () => {
    const separated = [1, 2, 3]
      .map((score) => ({ score, positive: false }))
      .concat([4, 5].map((score) => ({ score, positive: true })));
    expect(rocAuc(separated)).toBe(1);
    expect(rocAuc(separated.map((sample) => ({ ...sample, positive: !sample.positive })))).toBe(0);
    expect(rocAuc([1, 1, 1, 1].map((score, i) => ({ score, positive: i % 2 === 0 })))).toBe(0.5);
    expect(rocAuc([1, 2, 3, 4].map((score) => ({ score, positive: score === 2 || score === 3 })))).toBe(0.5);
  });
});
