import { randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@gom/contract/constants';

const OTP_UPPER_BOUND = 10 ** OTP_LENGTH;

/** A uniformly random code of OTP_LENGTH digits, leading zeros kept. */
export function generateOneTimeCode(): string {
  return randomInt(0, OTP_UPPER_BOUND).toString().padStart(OTP_LENGTH, '0');
}
