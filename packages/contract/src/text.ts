import { z } from 'zod';

// C0/C1 control characters, and the Unicode line/paragraph separators. Names and free text must not carry them.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** A string field that refuses control characters with `message`. */
export function plainText(message: string) {
  return z.string().refine((value) => !hasControlCharacters(value), { message });
}
