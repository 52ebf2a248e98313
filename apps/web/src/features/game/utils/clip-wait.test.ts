import { describe, expect, it } from 'vitest';
import { describeWait } from './clip-wait.ts';

describe('describeWait', () => {
  it('puts the server estimate in words a player reads at a glance', () => {
    expect(describeWait(30)).toBe('ready in under a minute');
    expect(describeWait(60)).toBe('ready in about 1 min');
    expect(describeWait(170)).toBe('ready in about 3 min');
  });
});
