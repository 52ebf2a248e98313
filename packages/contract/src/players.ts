import { z } from 'zod';
import { nameText } from './text.ts';

// How a player appears to others: the display name and avatar they set on their profile (decision 0120). A player who sets no
// display name is shown by their username; a player who picks no colour gets one derived from their id, so the
// same player always looks the same everywhere.

export const DISPLAY_NAME_MIN_LENGTH = 3;
export const DISPLAY_NAME_MAX_LENGTH = 30;

/**
 * Letters and marks of any script, digits, single spaces and . _ ' -: enough for real names and nicknames, and
 * nothing invisible (zero-width or format characters) that would let one name pass for another.
 */
const DISPLAY_NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} ._'-]+$/u;
const HAS_LETTER = /\p{L}/u;

export const DISPLAY_NAME_CHARACTERS_MESSAGE = "Display name can only contain letters, numbers, spaces and . _ ' -";

/** A display name as it is stored: trimmed, runs of spaces made one, every rule of a name shown to others. */
export const displayNameSchema = nameText('Display name', {
  error: (issue) => (issue.input === undefined ? 'Display name is required' : 'Display name must be text'),
})
  .trim()
  .transform((value) => value.replace(/ {2,}/g, ' '))
  .pipe(
    z
      .string()
      .min(DISPLAY_NAME_MIN_LENGTH, `Display name must be at least ${DISPLAY_NAME_MIN_LENGTH} characters`)
      .max(DISPLAY_NAME_MAX_LENGTH, `Display name must be less than ${DISPLAY_NAME_MAX_LENGTH} characters`)
      .regex(DISPLAY_NAME_CHARACTERS, DISPLAY_NAME_CHARACTERS_MESSAGE)
      .regex(HAS_LETTER, 'Display name must contain a letter'),
  );

/**
 * What two names are compared by: compatibility-normalised (a full-width 'ａ' is an 'a') and case-folded. Display
 * names are unique by this key, and no display name may equal another player's username by it (decision 0120).
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}

/** The fixed palette of avatar colours; the web maps each to its tones. */
export const AVATAR_COLORS = ['emerald', 'sky', 'violet', 'amber', 'rose', 'teal', 'orange', 'slate'] as const;
export type AvatarColor = (typeof AVATAR_COLORS)[number];
export const avatarColorSchema = z.enum(AVATAR_COLORS, { error: 'Choose one of the avatar colours' });

/** The colour of a player who chose none: a stable function of their id. */
export function defaultAvatarColor(userId: string): AvatarColor {
  let hash = 0;
  for (const character of userId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
}

/** The colour a player shows: the one they chose, else their default. */
export function avatarColorOf(player: { userId: string; avatarColor: AvatarColor | null }): AvatarColor {
  return player.avatarColor ?? defaultAvatarColor(player.userId);
}

/** The name a player shows to others: their display name, else their username. */
export function shownNameOf(player: { username: string; displayName: string | null }): string {
  return player.displayName ?? player.username;
}

/** Up to two initials of a shown name: the first letters of its first two words ('Ada Obi' → 'AO', 'ada_obi' → 'AO'). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s._'-]+/u).filter((word) => word.length > 0);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** How a player appears to others: on boards, in friends lists, in standings. */
export const playerIdentitySchema = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  /** The colour they chose; null for their default (`defaultAvatarColor`). */
  avatarColor: avatarColorSchema.nullable(),
});
export type PlayerIdentity = z.infer<typeof playerIdentitySchema>;
