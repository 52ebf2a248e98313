import { z } from 'zod';

// C0/C1 control characters, and the Unicode line/paragraph separators. No text field of the contract
// accepts them: a NUL byte in particular is not storable in PostgreSQL text and would otherwise fail deep
// in the database instead of at the door.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

// The Unicode bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069)
// and the implicit marks (U+200E, U+200F, U+061C). A name shown to others (leaderboards, the console, a
// payout's holder) holding one can render reversed or reorder the text around it, so a player could pass
// for someone else; no real name needs them, since names in right-to-left scripts display correctly
// without any.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

export function hasBidiControls(value: string): boolean {
  return BIDI_CONTROLS.test(value);
}

/** The message of a text field that holds a control character. */
export function controlCharactersMessage(label: string): string {
  return `${label} contains characters that are not allowed`;
}

/** The message of a name that holds a bidirectional control. */
export function bidiControlsMessage(label: string): string {
  return `${label} contains text-direction characters that are not allowed`;
}

/** A string field that refuses control characters, saying so about `label`. */
export function plainText(label: string, params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasControlCharacters(value), controlCharactersMessage(label));
}

/** A name shown to other people: plain text that also refuses bidirectional controls. */
export function nameText(label: string, params?: Parameters<typeof z.string>[0]) {
  return plainText(label, params).refine((value) => !hasBidiControls(value), bidiControlsMessage(label));
}
