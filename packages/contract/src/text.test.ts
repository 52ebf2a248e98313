import { describe, expect, it } from 'vitest';
import { updateProfileRequestSchema, registerRequestSchema } from './auth.ts';
import { hasBidiControls } from './text.ts';
import { withdrawalDestinationSchema } from './withdrawals.ts';

// Every bidirectional control Unicode defines: embeddings, overrides, isolates and the implicit marks.
const BIDI_CONTROLS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
];

const signUp = {
  firstName: 'Ada',
  lastName: 'Obi',
  username: 'ada_obi',
  email: 'ada@example.com',
  password: 'Secret123',
  dateOfBirth: '1990-05-17',
};

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('names refuse bidirectional controls', () => {
  it.each(BIDI_CONTROLS.map((control) => [control.codePointAt(0)!.toString(16).toUpperCase(), control]))(
    'refuses U+%s in a first name, a last name and a payout holder',
    (_code, control) => {
      const spoof = `Ada${control}nimda`;
      expect(messages(registerRequestSchema.safeParse({ ...signUp, firstName: spoof }))).toEqual([
        'First name contains text-direction characters that are not allowed',
      ]);
      expect(messages(updateProfileRequestSchema.safeParse({ lastName: spoof }))).toEqual([
        'Last name contains text-direction characters that are not allowed',
      ]);
      expect(
        messages(withdrawalDestinationSchema.safeParse({ accountHolderName: spoof, accountNumber: '0123456789' })),
      ).toEqual(['Account holder name contains text-direction characters that are not allowed']);
    },
  );

  it('still accepts names written right to left without controls', () => {
    expect(registerRequestSchema.safeParse({ ...signUp, firstName: 'محمد', lastName: 'כהן' }).success).toBe(true);
    expect(hasBidiControls('محمد כהן')).toBe(false);
  });
});
