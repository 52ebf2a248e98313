// The player's choice of sound on or off, kept in this browser. Null until they choose: the game then starts
// muted and turns sound on at their first tap (browsers let a page play sound only after one).

export const SOUND_PREFERENCE_KEY = 'gom:sound';

export type SoundPreference = 'on' | 'off';

export function readSoundPreference(storage: Storage | undefined): SoundPreference | null {
  try {
    const value = storage?.getItem(SOUND_PREFERENCE_KEY);
    return value === 'on' || value === 'off' ? value : null;
  } catch {
    // Storage refused (a private mode): the default applies.
    return null;
  }
}

export function writeSoundPreference(storage: Storage | undefined, preference: SoundPreference): void {
  try {
    storage?.setItem(SOUND_PREFERENCE_KEY, preference);
  } catch {
    // Not kept, still applied for this page.
  }
}

/** Muted when the player chose so, and until the first tap whatever they chose. */
export function isMuted(preference: SoundPreference | null, unlocked: boolean): boolean {
  return !unlocked || preference === 'off';
}
