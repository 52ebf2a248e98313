import type { Transaction } from '@gom/contract/transactions';

// Spec §4: status badge colours, and the one state that offers 'Pay Now'.

export type StatusTone = 'success' | 'warning' | 'destructive' | 'neutral';

const STATUS_TONES: Readonly<Record<string, StatusTone>> = {
  completed: 'success',
  success: 'success',
  pending: 'warning',
  processing: 'warning',
  failed: 'destructive',
  cancelled: 'destructive',
};

/** Green for completed/success, yellow for pending/processing, red for failed/cancelled, grey otherwise. */
export function statusTone(status: string): StatusTone {
  return STATUS_TONES[status.toLowerCase()] ?? 'neutral';
}

/** 'completed' → 'Completed'. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Only an initiated transaction with a checkout link can still be paid. */
export function isAwaitingPayment(transaction: Transaction): transaction is Transaction & { paymentLink: string } {
  return transaction.status.toLowerCase() === 'initiated' && Boolean(transaction.paymentLink);
}

/** A withdrawal not yet paid out (its money is held): the only kind the player can cancel. */
export function isOpenWithdrawal(transaction: Transaction): boolean {
  const status = transaction.status.toLowerCase();
  return transaction.transactionType === 'withdrawal' && (status === 'pending' || status === 'processing');
}

const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** 'Jan 5, 2026, 3:04 PM' in the player's time zone; the raw text when the date is unreadable. */
export function formatTransactionDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : date.toLocaleString('en-US', DATE_FORMAT);
}
