import { describe, expect, it } from 'vitest';
import { actualOutcome, describeVerdict, verdictVibration } from './verdict.ts';

describe('the verdict', () => {
  it('takes the outcome from the call and whether it was right', () => {
    expect(actualOutcome('goal', true)).toBe('goal');
    expect(actualOutcome('goal', false)).toBe('miss');
    expect(actualOutcome('miss', false)).toBe('goal');
  });

  it('says how the call went and what the clip did', () => {
    expect(describeVerdict('miss', true)).toEqual({
      tone: 'right',
      call: 'miss',
      outcome: 'miss',
      headline: 'Right call!',
      detail: 'You called MISS · it was a MISS',
    });
    expect(describeVerdict('goal', false)).toMatchObject({
      tone: 'wrong',
      outcome: 'miss',
      headline: 'Wrong call',
      detail: 'You called GOAL · it was a MISS',
    });
  });

  it('buzzes once for a right call and twice for a wrong one', () => {
    expect(verdictVibration('right')).toBe(60);
    expect(verdictVibration('wrong')).toEqual([90, 60, 90]);
  });
});
