export const WITHDRAWAL_KEY_REUSED_MESSAGE = 'This idempotency key was already used for a different withdrawal';
export const PAYOUT_PROVIDER_UNAVAILABLE_MESSAGE =
  'The payout provider is not answering. Your money is held for this withdrawal: try again, or cancel it.';
export const WITHDRAWAL_NOT_FOUND_MESSAGE = 'Withdrawal not found';
export const WITHDRAWAL_UNSTOPPABLE_MESSAGE =
  'This withdrawal is already being paid out and can no longer be cancelled';
export const WITHDRAWALS_DISABLED_MESSAGE = 'Withdrawals are not available right now';
