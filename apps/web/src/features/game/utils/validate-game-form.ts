import { STAKE_MAX, STAKE_MIN } from '@gom/contract/constants';
import type { Difficulty, GoalType } from '@gom/contract/constants';
import { gameFormSchema } from '@gom/contract/games';
import type { GameForm } from '@gom/contract/games';

// Spec §5: the creation form's rules; the first error's message is shown above the buttons, otherwise
// 'Validation error'. Only the spec's own messages are shown: zod's generic wording ("Invalid input:
// expected number") would be noise to a player, so those fall back to the spec's line.

export const VALIDATION_ERROR_FALLBACK = 'Validation error';

const SPEC_MESSAGES: ReadonlySet<string> = new Set([
  'League is required',
  'Please select a wallet',
  'Stake is required',
  'From year must be less than or equal to To year',
  `Stake must be between ${STAKE_MIN} and ${STAKE_MAX} with at most 1 decimal place`,
]);

/** The form as the player fills it: years and goal type may be empty, the stake is the typed text. */
export type GameFormValues = {
  numberOfQuestions: number;
  league: string;
  fromYear: number | undefined;
  toYear: number | undefined;
  goalType: GoalType | undefined;
  difficulty: Difficulty;
  selectedWalletId: string;
  stakeValue: string;
};

export type GameFormField = keyof GameFormValues;

export type GameFormValidation =
  { ok: true; form: GameForm } | { ok: false; message: string; field: GameFormField | undefined };

export function validateGameForm(values: GameFormValues): GameFormValidation {
  const parsed = gameFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, form: parsed.data };
  const first = parsed.error.issues[0];
  const message = first && SPEC_MESSAGES.has(first.message) ? first.message : VALIDATION_ERROR_FALLBACK;
  return { ok: false, message, field: first?.path[0] as GameFormField | undefined };
}
