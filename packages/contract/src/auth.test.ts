import { describe, expect, it } from 'vitest';
import {
  loginRequestSchema,
  passwordMeetsRequirements,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
} from './auth.ts';

const valid = {
  firstName: 'Ada',
  lastName: 'Obi',
  username: 'ada_obi',
  email: 'Ada@Example.com ',
  password: 'Secret123',
  dateOfBirth: '1990-05-17',
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('registerRequestSchema', () => {
  it('accepts a valid sign-up and normalises the email', () => {
    const parsed = registerRequestSchema.parse(valid);
    expect(parsed.email).toBe('ada@example.com');
  });

  it.each([
    [{ firstName: 'A' }, 'First name must be at least 2 characters'],
    [{ firstName: 'A'.repeat(51) }, 'First name must be less than 50 characters'],
    [{ lastName: 'B' }, 'Last name must be at least 2 characters'],
    [{ lastName: 'B'.repeat(51) }, 'Last name must be less than 50 characters'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(31) }, 'Username must be less than 30 characters'],
    [{ username: 'ada-obi' }, 'Username can only contain letters, numbers, and underscores'],
    [{ username: "ada' OR 1=1" }, 'Username can only contain letters, numbers, and underscores'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ dateOfBirth: undefined }, 'Date of birth is required'],
    [{ dateOfBirth: '2001-02-29' }, 'Please enter your date of birth as a valid date'],
    [{ dateOfBirth: '17/05/1990' }, 'Please enter your date of birth as a valid date'],
    [{ password: 'Sh0rt' }, 'Password must be at least 8 characters'],
    [
      { password: 'alllowercase1' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      { password: 'NoDigitsHere' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [{ firstName: 'Ad\u0000a' }, 'First name contains characters that are not allowed'],
  ])('rejects %o with the spec message', (override, message) => {
    expect(firstMessage(registerRequestSchema.safeParse({ ...valid, ...override }))).toBe(message);
  });

  it('accepts names in any script', () => {
    expect(registerRequestSchema.safeParse({ ...valid, firstName: 'José', lastName: '李小龍' }).success).toBe(true);
  });

  it('names the field when it is missing or of the wrong type', () => {
    const { firstName: _omit, ...rest } = valid;
    expect(firstMessage(registerRequestSchema.safeParse(rest))).toBe('First name is required');
    expect(firstMessage(registerRequestSchema.safeParse({ ...valid, firstName: 42 }))).toBe('First name must be text');
  });

  it('rejects unknown fields', () => {
    expect(registerRequestSchema.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });
});

describe('loginRequestSchema', () => {
  it('requires both fields', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.co' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: 'A@B.co', password: 'x' }).data?.email).toBe('a@b.co');
  });
});

describe('password reset schemas', () => {
  it('asks for the email address', () => {
    expect(firstMessage(passwordResetRequestSchema.safeParse({ email: '  ' }))).toBe('Please enter your email address');
  });

  it('requires a 6-digit code and a password that meets every rule', () => {
    const ok = { email: 'a@b.co', otp: '123456', password: 'Secret123' };
    expect(passwordResetConfirmSchema.safeParse(ok).success).toBe(true);
    expect(passwordResetConfirmSchema.safeParse({ ...ok, otp: '12345' }).success).toBe(false);
    expect(passwordResetConfirmSchema.safeParse({ ...ok, otp: '12345a' }).success).toBe(false);
    expect(firstMessage(passwordResetConfirmSchema.safeParse({ ...ok, password: 'weak' }))).toBe(
      'Please ensure your password meets all requirements',
    );
  });

  it('checks each password rule', () => {
    expect(passwordMeetsRequirements('Secret123')).toBe(true);
    expect(passwordMeetsRequirements('secret123')).toBe(false);
    expect(passwordMeetsRequirements('SECRET123')).toBe(false);
    expect(passwordMeetsRequirements('SecretAbc')).toBe(false);
    expect(passwordMeetsRequirements('Sec1')).toBe(false);
  });
});
