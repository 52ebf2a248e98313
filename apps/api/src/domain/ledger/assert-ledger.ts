/**
 * A broken ledger invariant is a bug, not bad input: stop before anything is written (TigerBeetle style).
 * The error handler answers 500 and logs it; the database transaction around it rolls back.
 */
export class LedgerInvariantError extends Error {
  constructor(message: string) {
    super(`Ledger invariant violated: ${message}`);
    this.name = 'LedgerInvariantError';
  }
}

export function assertLedger(condition: unknown, message: string): asserts condition {
  if (!condition) throw new LedgerInvariantError(message);
}
