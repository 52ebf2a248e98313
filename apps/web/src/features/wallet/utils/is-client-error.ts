import { isApiError } from '@/lib/api-client.ts';

const HTTP_CLIENT_ERROR = 400;
const HTTP_SERVER_ERROR = 500;

/** A refusal that says why (bad amount, expired quote, not enough money): its message is fit to show. */
export function clientErrorMessage(error: unknown): string | null {
  return isApiError(error) && error.status >= HTTP_CLIENT_ERROR && error.status < HTTP_SERVER_ERROR
    ? error.message
    : null;
}
