import { z } from 'zod';

// C0/C1 control characters, and the Unicode line/paragraph separators. No text field of the contract
// accepts them: a NUL byte in particular is not storable in PostgreSQL text and would otherwise fail deep
// in the database instead of at the door.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** The message of a text field that holds a control character. */
export function controlCharactersMessage(label: string): string {
  return `${label} contains characters that are not allowed`;
}

/** A string field that refuses control characters, saying so about `label`. */
export function plainText(label: string, params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasControlCharacters(value), controlCharactersMessage(label));
}
