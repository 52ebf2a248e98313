import { STAKE_INPUT_PATTERN } from '@gom/contract/games';

// Spec §5: the stake input accepts only up to 2 integer digits and an optional point with at most 1
// digit. A keystroke that would break the mask is dropped, so the field never holds such text.

export function acceptsStakeInput(text: string): boolean {
  return STAKE_INPUT_PATTERN.test(text);
}
