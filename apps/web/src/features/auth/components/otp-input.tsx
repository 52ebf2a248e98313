import type { ComponentProps } from 'react';
import { OTP_LENGTH } from '@gom/contract/constants';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/utils/cn.ts';

/**
 * Keeps only digits, at most six (spec §5): pasted spaces or dashes never reach the code. The input has
 * no maxLength on purpose: the browser would cut '12 34 56' to '12 34 ' before we could clean it.
 */
export function sanitizeOtp(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

type OtpInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function OtpInput({ value, onValueChange, className, ...props }: OtpInputProps) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      placeholder={'0'.repeat(OTP_LENGTH)}
      value={value}
      onChange={(event) => onValueChange(sanitizeOtp(event.target.value))}
      className={cn('h-12 text-center font-mono text-xl tracking-[0.5em] md:text-xl', className)}
      {...props}
    />
  );
}
