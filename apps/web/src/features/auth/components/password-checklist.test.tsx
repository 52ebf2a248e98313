import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PasswordChecklist } from './password-checklist.tsx';

function metRules() {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.dataset.met === 'true')
    .map((item) => item.textContent?.replace(/\((not )?met\)/, '').trim());
}

describe('password checklist', () => {
  it('lists the four rules, none met for an empty password', () => {
    render(<PasswordChecklist password="" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(metRules()).toEqual([]);
  });

  it('ticks each rule as the password meets it', () => {
    const { rerender } = render(<PasswordChecklist password="abc" />);
    expect(metRules()).toEqual(['One lowercase letter']);

    rerender(<PasswordChecklist password="abcDEF12" />);
    expect(metRules()).toEqual(['At least 8 characters', 'One uppercase letter', 'One lowercase letter', 'One number']);
  });
});
