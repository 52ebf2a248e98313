import { describe, expect, it } from 'vitest';
import { updateProfileRequestSchema } from './auth.ts';
import { friendRequestBodySchema } from './friends.ts';
import {
  AVATAR_COLORS,
  avatarColorOf,
  defaultAvatarColor,
  displayNameSchema,
  initialsOf,
  nameKey,
  shownNameOf,
} from './players.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('display names', () => {
  it.each([
    ['  Ada   Obi  ', 'Ada Obi'],
    ['Zoë', 'Zoë'],
    ['Nguyễn Văn An', 'Nguyễn Văn An'],
    ['محمد صلاح', 'محمد صلاح'],
    ["O'Neil-Smith Jr.", "O'Neil-Smith Jr."],
    ['player_2', 'player_2'],
  ])('accepts %j as %j', (input, stored) => {
    expect(displayNameSchema.parse(input)).toBe(stored);
  });

  it.each([
    ['ab', 'Display name must be at least 3 characters'],
    ['  a  ', 'Display name must be at least 3 characters'],
    ['x'.repeat(31), 'Display name must be less than 30 characters'],
    ['Ada\u202eObi', 'Display name contains text-direction characters that are not allowed'],
    ['Ada\u200fObi', 'Display name contains text-direction characters that are not allowed'],
    ['Ada\u0000Obi', 'Display name contains characters that are not allowed'],
    ['Ada\nObi', 'Display name contains characters that are not allowed'],
    ['Ada\u200bObi', "Display name can only contain letters, numbers, spaces and . _ ' -"],
    ['Ada\u00adObi', "Display name can only contain letters, numbers, spaces and . _ ' -"],
    ['Ada 😀', "Display name can only contain letters, numbers, spaces and . _ ' -"],
    ['<script>', "Display name can only contain letters, numbers, spaces and . _ ' -"],
    ['2024', 'Display name must contain a letter'],
    ['...', 'Display name must contain a letter'],
  ])('refuses %j: %s', (input, message) => {
    expect(firstMessage(displayNameSchema.safeParse(input))).toBe(message);
  });

  it('is set, or cleared with null, through the profile change, which still needs one change', () => {
    expect(updateProfileRequestSchema.parse({ displayName: ' Ada  Obi ' })).toEqual({ displayName: 'Ada Obi' });
    expect(updateProfileRequestSchema.parse({ displayName: null, avatarColor: null })).toEqual({
      displayName: null,
      avatarColor: null,
    });
    expect(updateProfileRequestSchema.parse({ avatarColor: 'rose' })).toEqual({ avatarColor: 'rose' });
    expect(firstMessage(updateProfileRequestSchema.safeParse({ avatarColor: 'gold' }))).toBe(
      'Choose one of the avatar colours',
    );
    expect(firstMessage(updateProfileRequestSchema.safeParse({}))).toBe(
      'Change at least one of first name, last name, username, display name or avatar colour',
    );
  });

  it('compares names by case and compatibility form, so look-alike widths and cases are one name', () => {
    expect(nameKey('Night Owl')).toBe('night owl');
    expect(nameKey('ＮＩＧＨＴ Ｏｗｌ')).toBe('night owl');
    expect(nameKey('Keeper_One')).toBe(nameKey('keeper_one'));
    expect(nameKey('Zoë')).toBe(nameKey('Zoe\u0308'));
  });
});

describe('avatars and shown names', () => {
  it('shows the display name, else the username', () => {
    expect(shownNameOf({ username: 'ada_obi', displayName: 'Ada' })).toBe('Ada');
    expect(shownNameOf({ username: 'ada_obi', displayName: null })).toBe('ada_obi');
  });

  it('takes up to two initials from the words of a name', () => {
    expect(initialsOf('Ada Obi')).toBe('AO');
    expect(initialsOf('ada_obi')).toBe('AO');
    expect(initialsOf('zoë')).toBe('Z');
    expect(initialsOf('Jean-Luc de la Tour')).toBe('JL');
    expect(initialsOf('ödön')).toBe('Ö');
    expect(initialsOf('___')).toBe('?');
  });

  it('gives a player who chose no colour a stable one from the palette, and a chosen one otherwise', () => {
    const ids = Array.from({ length: 200 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    const colours = ids.map(defaultAvatarColor);
    for (const colour of colours) expect(AVATAR_COLORS).toContain(colour);
    expect(new Set(colours).size).toBe(AVATAR_COLORS.length);
    expect(ids.map(defaultAvatarColor)).toEqual(colours);
    expect(avatarColorOf({ userId: ids[0]!, avatarColor: null })).toBe(colours[0]);
    expect(avatarColorOf({ userId: ids[0]!, avatarColor: 'slate' })).toBe('slate');
  });
});

describe('friend requests', () => {
  it('take a trimmed name and refuse an empty, hidden-character or overlong one', () => {
    expect(friendRequestBodySchema.parse({ name: '  ada_obi ' })).toEqual({ name: 'ada_obi' });
    expect(firstMessage(friendRequestBodySchema.safeParse({ name: ' ' }))).toBe('Enter a username or display name');
    expect(firstMessage(friendRequestBodySchema.safeParse({}))).toBe('Enter a username or display name');
    expect(firstMessage(friendRequestBodySchema.safeParse({ name: 'ada\u2066' }))).toBe(
      'Name contains text-direction characters that are not allowed',
    );
    expect(firstMessage(friendRequestBodySchema.safeParse({ name: 'a'.repeat(31) }))).toBe(
      'No player goes by that name',
    );
    expect(firstMessage(friendRequestBodySchema.safeParse({ name: 'ada', extra: 1 }))).toMatch(
      /Unrecognized key|extra/,
    );
  });
});
