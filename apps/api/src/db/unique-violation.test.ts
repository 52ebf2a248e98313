import { describe, expect, it } from 'vitest';
import { uniqueViolationConstraint } from './unique-violation.ts';

describe('uniqueViolationConstraint', () => {
  it('finds the constraint on the error or on its wrapped cause', () => {
    expect(uniqueViolationConstraint({ code: '23505', constraint: 'users_email_unique' })).toBe('users_email_unique');
    const wrapped = new Error('Failed query', { cause: { code: '23505', constraint: 'users_username_lower_unique' } });
    expect(uniqueViolationConstraint(wrapped)).toBe('users_username_lower_unique');
  });

  it('ignores other errors', () => {
    expect(uniqueViolationConstraint(new Error('boom'))).toBeUndefined();
    expect(uniqueViolationConstraint({ code: '23503', constraint: 'fk' })).toBeUndefined();
    expect(uniqueViolationConstraint(undefined)).toBeUndefined();
  });
});
