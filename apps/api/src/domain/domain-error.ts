import type { ErrorCode } from '@gom/contract/errors';

/**
 * A rule of the domain said no. It carries the contract's error code and a message fit for players;
 * the HTTP layer alone decides which status that code answers with.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
