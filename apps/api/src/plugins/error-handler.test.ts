import { registerRequestSchema } from '@gom/contract/auth';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodErrorBody } from './error-handler.ts';

describe('zodErrorBody', () => {
  it('puts the first message up front and one message per field', () => {
    const result = registerRequestSchema.safeParse({
      firstName: 'A',
      lastName: 'Lovelace',
      username: 'ada',
      email: 'x',
      dateOfBirth: '1990-01-01',
      extra: 1,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const body = zodErrorBody(result.error);
    expect(body.error.code).toBe('INVALID_INPUT');
    expect(body.error.fields).toEqual({
      firstName: 'First name must be at least 2 characters',
      email: 'Please enter a valid email address',
      password: 'Password is required',
      extra: 'Unknown field "extra"',
    });
    expect(Object.values(body.error.fields ?? {})).toContain(body.error.message);
  });

  it('joins nested paths and explains a body that is not an object', () => {
    const nested = z.strictObject({ a: z.strictObject({ b: z.number() }) }).safeParse({ a: { b: 'x' } });
    if (nested.success) throw new Error('expected failure');
    expect(Object.keys(zodErrorBody(nested.error).error.fields ?? {})).toEqual(['a.b']);
    const notObject = registerRequestSchema.safeParse('text');
    if (notObject.success) throw new Error('expected failure');
    expect(zodErrorBody(notObject.error).error).toEqual({
      code: 'INVALID_INPUT',
      message: 'The request must be a JSON object',
    });
  });
});
