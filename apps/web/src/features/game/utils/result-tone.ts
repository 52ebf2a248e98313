import { RESULT_BLUE_THRESHOLD_PERCENT, RESULT_GREEN_THRESHOLD_PERCENT } from '@gom/contract/constants';

// Spec §2, §9: the score box is green at 70% or more, blue at 50% or more, red otherwise.

export type ResultTone = 'green' | 'blue' | 'red';

export function resultTone(accuracyPercent: number): ResultTone {
  if (accuracyPercent >= RESULT_GREEN_THRESHOLD_PERCENT) return 'green';
  if (accuracyPercent >= RESULT_BLUE_THRESHOLD_PERCENT) return 'blue';
  return 'red';
}
