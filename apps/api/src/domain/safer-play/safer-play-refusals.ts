import { DATE_OF_BIRTH_REQUIRED_MESSAGE } from '@gom/contract/safer-play';
import { DomainError } from '../domain-error.ts';
import type { SaferPlaySettingsRow } from './read-safer-play-settings.ts';

// The refusals every guarded action shares: no date of birth yet, or a break in force.

const day = (time: Date) => `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function dateOfBirthRequired(): DomainError {
  return new DomainError('DATE_OF_BIRTH_REQUIRED', DATE_OF_BIRTH_REQUIRED_MESSAGE);
}

/** The break in force at `now`, as the refusal to give; undefined when there is none. */
export function breakRefusal(settings: SaferPlaySettingsRow, now: Date, doing: string): DomainError | undefined {
  const { selfExclusionUntil, timeOutUntil } = settings;
  if (selfExclusionUntil && selfExclusionUntil > now) {
    return new DomainError(
      'SAFER_PLAY_BREAK',
      `You have excluded yourself until ${day(selfExclusionUntil)}, so you cannot ${doing}. Withdrawals still work.`,
    );
  }
  if (timeOutUntil && timeOutUntil > now) {
    return new DomainError(
      'SAFER_PLAY_BREAK',
      `You are taking a time-out until ${day(timeOutUntil)}, so you cannot ${doing}. Withdrawals still work.`,
    );
  }
  return undefined;
}
