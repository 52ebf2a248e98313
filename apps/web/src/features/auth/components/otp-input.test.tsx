import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput, sanitizeOtp } from './otp-input.tsx';

function ControlledOtp() {
  const [value, setValue] = useState('');
  return <OtpInput aria-label="OTP Code" value={value} onValueChange={setValue} />;
}

describe('OTP input', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitizeOtp('12a3-4 5')).toBe('12345');
    expect(sanitizeOtp('123456789')).toBe('123456');
  });

  it('ignores letters typed and cuts a long paste to six digits', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp />);
    const input = screen.getByLabelText('OTP Code');

    await user.type(input, '1a2b3');
    expect(input).toHaveProperty('value', '123');

    await user.clear(input);
    await user.click(input);
    await user.paste('98 76 54 32');
    expect(input).toHaveProperty('value', '987654');
  });
});
