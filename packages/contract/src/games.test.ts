import { describe, expect, it } from 'vitest';
import { createGameRequestSchema, describeWinRule, gameFormSchema, passMark, STAKE_INPUT_PATTERN } from './games.ts';

const game = {
  numberOfQuestions: 5,
  league: 'Northern Premier',
  from: 2015,
  to: 2020,
  stake: { value: 2.5, currency: 'USD' },
  walletId: 'w1',
};
const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('createGameRequestSchema', () => {
  it('accepts the spec payload', () => {
    expect(createGameRequestSchema.safeParse(game).success).toBe(true);
    expect(createGameRequestSchema.safeParse({ ...game, goalType: 'Free Kick' }).success).toBe(true);
  });

  it('defaults the difficulty to normal and takes each level', () => {
    expect(createGameRequestSchema.parse(game).difficulty).toBe('normal');
    for (const difficulty of ['easy', 'normal', 'hard']) {
      expect(createGameRequestSchema.parse({ ...game, difficulty }).difficulty).toBe(difficulty);
    }
  });

  it('names the levels when the difficulty is not one of them', () => {
    for (const difficulty of ['Hard', 'expert', '', null, 2]) {
      const result = createGameRequestSchema.safeParse({ ...game, difficulty });
      expect(message(result)).toBe("difficulty must be 'easy', 'normal' or 'hard'");
    }
  });

  it.each([
    [{ numberOfQuestions: 4 }],
    [{ numberOfQuestions: 11 }],
    [{ numberOfQuestions: 5.5 }],
    [{ goalType: 'Header' }],
    [{ stake: { value: 0.9, currency: 'USD' } }],
    [{ stake: { value: 10.1, currency: 'USD' } }],
    [{ stake: { value: 2.25, currency: 'USD' } }],
    [{ stake: { value: 2, currency: 'XYZ' } }],
    [{ league: '' }],
    [{ extra: 1 }],
  ])('rejects %o', (override) => {
    expect(createGameRequestSchema.safeParse({ ...game, ...override }).success).toBe(false);
  });

  it('puts the year-order message on the to field', () => {
    const result = createGameRequestSchema.safeParse({ ...game, from: 2021, to: 2020 });
    expect(message(result)).toBe('From year must be less than or equal to To year');
    expect(result.error?.issues[0]?.path).toEqual(['to']);
  });
});

describe('gameFormSchema', () => {
  const form = {
    numberOfQuestions: 5,
    league: 'L',
    fromYear: 2015,
    toYear: 2016,
    difficulty: 'normal',
    selectedWalletId: 'w',
    stakeValue: '2.5',
  };
  it('uses the spec messages', () => {
    expect(message(gameFormSchema.safeParse({ ...form, league: '' }))).toBe('League is required');
    expect(message(gameFormSchema.safeParse({ ...form, selectedWalletId: '' }))).toBe('Please select a wallet');
    expect(message(gameFormSchema.safeParse({ ...form, stakeValue: '' }))).toBe('Stake is required');
    expect(message(gameFormSchema.safeParse({ ...form, stakeValue: '10.5' }))).toBe(
      'Stake must be between 1 and 10 with at most 1 decimal place',
    );
  });

  it('masks stake input to 2 integer digits and 1 decimal', () => {
    for (const ok of ['', '1', '10', '9.', '9.5']) expect(STAKE_INPUT_PATTERN.test(ok)).toBe(true);
    for (const bad of ['100', '9.55', 'a', '-1']) expect(STAKE_INPUT_PATTERN.test(bad)).toBe(false);
  });
});

describe('passMark', () => {
  it('is ceil(0.7 × N) for the spec counts, exactly (0.7 × 10 is 7, not 8)', () => {
    expect([5, 6, 7, 8, 9, 10].map((count) => passMark(count))).toEqual([4, 5, 5, 6, 7, 7]);
  });

  it.each([
    [10, 0.7, 7],
    [10, 0.3, 3],
    [3, 0.6666666666666666, 2],
    [6, 0.5, 3],
    [7, 0.5, 4],
    [5, 1, 5],
    [10, 0.1, 1],
    [10, 0.0000001, 1],
  ])('passMark(%i, %d) is %i', (count, ratio, expected) => {
    expect(passMark(count, ratio)).toBe(expected);
  });

  it('refuses a ratio outside (0, 1] and a fractional count', () => {
    expect(() => passMark(5, 0)).toThrow(RangeError);
    expect(() => passMark(5, 1.1)).toThrow(RangeError);
    expect(() => passMark(5.5)).toThrow(RangeError);
  });

  it('says the rule in words', () => {
    expect(describeWinRule(5)).toBe('Call at least 4 of 5 right');
    expect(describeWinRule(10)).toBe('Call at least 7 of 10 right');
  });
});
