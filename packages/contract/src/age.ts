// The minimum age to play, without zod: the sign-up form checks it as the player types, and the API
// enforces it (safer-play.ts's schemas re-export these).

export const MINIMUM_AGE_YEARS = 18;
export const UNDERAGE_MESSAGE = `You must be ${MINIMUM_AGE_YEARS} or older to play Goal or Miss`;

/** Whole years between a date of birth (YYYY-MM-DD) and `today` (YYYY-MM-DD, UTC). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
