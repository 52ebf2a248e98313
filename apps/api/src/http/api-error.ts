import type { ErrorCode } from '@gom/contract/errors';

/** An HTTP-level refusal (not signed in, wrong origin, rate limited...) answered in the error envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue');
