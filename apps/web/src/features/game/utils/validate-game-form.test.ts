import { describe, expect, it } from 'vitest';
import { validateGameForm, VALIDATION_ERROR_FALLBACK } from './validate-game-form.ts';
import type { GameFormValues } from './validate-game-form.ts';
import { acceptsStakeInput } from './stake-input.ts';

const VALID: GameFormValues = {
  numberOfQuestions: 5,
  league: 'Atlantic Premier',
  fromYear: 2019,
  toYear: 2021,
  goalType: undefined,
  difficulty: 'normal',
  selectedWalletId: 'w-usd',
  stakeValue: '2.5',
};

describe('the game creation form (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(validateGameForm(VALID).ok).toBe(true);
  });

  it.each([
    [{ league: '' }, 'League is required', 'league'],
    [{ selectedWalletId: '' }, 'Please select a wallet', 'selectedWalletId'],
    [{ stakeValue: '' }, 'Stake is required', 'stakeValue'],
    [{ fromYear: 2021, toYear: 2019 }, 'From year must be less than or equal to To year', 'toYear'],
    [{ stakeValue: '0.5' }, 'Stake must be between 1 and 10 with at most 1 decimal place', 'stakeValue'],
    [{ stakeValue: '10.5' }, 'Stake must be between 1 and 10 with at most 1 decimal place', 'stakeValue'],
    [{ stakeValue: '2.55' }, 'Stake must be between 1 and 10 with at most 1 decimal place', 'stakeValue'],
  ] as const)('%o → %s', (change, message, field) => {
    expect(validateGameForm({ ...VALID, ...change })).toEqual({ ok: false, message, field });
  });

  it('shows the first error only', () => {
    expect(validateGameForm({ ...VALID, league: '', selectedWalletId: '', stakeValue: '' })).toMatchObject({
      message: 'League is required',
    });
  });

  it("falls back to 'Validation error' where the spec gives no message", () => {
    expect(validateGameForm({ ...VALID, fromYear: undefined })).toEqual({
      ok: false,
      message: VALIDATION_ERROR_FALLBACK,
      field: 'fromYear',
    });
    expect(validateGameForm({ ...VALID, numberOfQuestions: 11 })).toMatchObject({ message: 'Validation error' });
  });
});

describe('the stake input mask (spec §5)', () => {
  it.each(['', '1', '10', '9.', '9.5', '.5', '99.9'])('accepts %j', (text) => {
    expect(acceptsStakeInput(text)).toBe(true);
  });

  it.each(['100', '1.25', 'a', '1,5', '-1', '1..', ' 1'])('refuses %j', (text) => {
    expect(acceptsStakeInput(text)).toBe(false);
  });
});
