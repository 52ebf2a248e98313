import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CURRENCY_CODES } from '@gom/contract/currency-codes';
import { CurrencyIcon } from './currency-icon.tsx';

describe('CurrencyIcon', () => {
  it.each(CURRENCY_CODES)('draws %s as an SVG mark, never an emoji flag', (code) => {
    const { container } = render(<CurrencyIcon code={code} />);
    const icon = container.firstElementChild as HTMLElement;
    expect(icon.dataset.currencyMark).toBe(code);
    expect(icon.querySelector('svg')).not.toBeNull();
    // Regional-indicator letters are what emoji flags are made of.
    expect(icon.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it('shows the symbol on a coin for a code without a mark', () => {
    const { container } = render(<CurrencyIcon code="XYZ" />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
