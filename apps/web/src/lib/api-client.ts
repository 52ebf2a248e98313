import type { ErrorBody } from '@gom/contract/errors';

// One HTTP client for the whole app (spec §4, §7, §8). Cookies carry the session, so every call sends
// credentials. A 401 on a protected call refreshes the session once (one refresh shared by every call
// that failed meanwhile) and retries once; a 403 ends the session locally. A busy server's 503 with
// Retry-After is waited out and sent again (a shed request did nothing); a lost answer (no response, a 502 or
// 504 from the proxy) is sent again only when repeating it is safe: a GET, or a call that carries its
// idempotency key, which makes the server answer a repeat with the first answer.

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

const HTTP_UNAUTHORIZED = 401;
const HTTP_FORBIDDEN = 403;
const HTTP_NO_CONTENT = 204;
const HTTP_BAD_GATEWAY = 502;
const HTTP_UNAVAILABLE = 503;
const HTTP_GATEWAY_TIMEOUT = 504;

/** Tries after the first, and the longest Retry-After the client waits out (longer: the error is shown). */
export const RETRY_ATTEMPTS = 3;
export const MAX_RETRY_AFTER_SECONDS = 10;
/** The pause before a lost answer's repeat, doubled each time. */
export const LOST_ANSWER_PAUSE_MS = 500;
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const REFRESH_PATH = '/auth/refresh';
export const LOGOUT_PATH = '/auth/logout';

/** Calls that must never trigger refresh-and-retry (spec §7): they are the session calls themselves. */
export const REFRESH_EXEMPT_PATHS: readonly string[] = [
  REFRESH_PATH,
  LOGOUT_PATH,
  '/auth/login',
  '/register',
  '/auth/password-reset/request',
  '/auth/password-reset/confirm',
];

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(options: { status: number; code: string; message: string; fields?: Record<string, string> }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Why the client ended a session: the refresh failed, or the server answered 403. */
export type SessionEndReason = 'refresh-failed' | 'forbidden';

export type ApiClientOptions = {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Told when the session is over; the app decides what logging out means (clear cache, go home). */
  onSessionEnd?: (reason: SessionEndReason) => void | Promise<void>;
  /** Default: a real timer. Tests pass one that records the waits. */
  sleep?: (ms: number) => Promise<void>;
};

export type RequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type ApiClient = {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let refreshInFlight: Promise<boolean> | null = null;

  /** The call as sent again and again while the server is busy or its answer was lost, within RETRY_ATTEMPTS. */
  async function sendWithRetries(method: string, path: string, requestOptions: RequestOptions = {}) {
    const repeatable = isRepeatable(method, requestOptions);
    for (let attempt = 0; ; attempt += 1) {
      const last = attempt >= RETRY_ATTEMPTS;
      let response: Response;
      try {
        response = await send(method, path, requestOptions);
      } catch (error) {
        if (last || !repeatable || !isApiError(error)) throw error;
        await sleep(LOST_ANSWER_PAUSE_MS * 2 ** attempt);
        continue;
      }
      if (last) return response;
      const retryAfter = Number(response.headers.get('Retry-After'));
      if (response.status === HTTP_UNAVAILABLE && retryAfter > 0 && retryAfter <= MAX_RETRY_AFTER_SECONDS) {
        await sleep(retryAfter * 1_000);
        continue;
      }
      if (repeatable && (response.status === HTTP_BAD_GATEWAY || response.status === HTTP_GATEWAY_TIMEOUT)) {
        await sleep(LOST_ANSWER_PAUSE_MS * 2 ** attempt);
        continue;
      }
      return response;
    }
  }

  async function send(method: string, path: string, requestOptions: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...requestOptions.headers };
    const hasBody = requestOptions.body !== undefined;
    // Only a call with a body says it is JSON: the API rejects an empty body declared as JSON.
    if (hasBody) headers['Content-Type'] = 'application/json';
    try {
      return await fetchFn(`${baseUrl}${path}`, {
        method,
        headers,
        credentials: 'include',
        body: hasBody ? JSON.stringify(requestOptions.body) : undefined,
        signal: requestOptions.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE });
    }
  }

  /** Every concurrent 401 awaits the same refresh, so the rotating refresh token is presented once. */
  function refreshSession(): Promise<boolean> {
    refreshInFlight ??= send('POST', REFRESH_PATH, { headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } })
      .then((response) => response.ok)
      .catch(() => false)
      .finally(() => {
        refreshInFlight = null;
      });
    return refreshInFlight;
  }

  async function request<T>(method: string, path: string, requestOptions?: RequestOptions): Promise<T> {
    let response = await sendWithRetries(method, path, requestOptions);

    if (response.status === HTTP_UNAUTHORIZED && !REFRESH_EXEMPT_PATHS.includes(path)) {
      const refreshed = await refreshSession();
      if (!refreshed) {
        await options.onSessionEnd?.('refresh-failed');
        throw await toApiError(response);
      }
      response = await sendWithRetries(method, path, requestOptions);
    }

    if (response.status === HTTP_FORBIDDEN) {
      await options.onSessionEnd?.('forbidden');
    }
    if (!response.ok) throw await toApiError(response);
    return readData<T>(response);
  }

  return {
    request,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, { ...requestOptions, body }),
  };
}

/** A repeat changes nothing: a read, or a call the server recognises by its idempotency key. */
function isRepeatable(method: string, { headers, body }: RequestOptions): boolean {
  if (method === 'GET') return true;
  if (headers && Object.keys(headers).some((name) => name.toLowerCase() === IDEMPOTENCY_KEY_HEADER.toLowerCase())) {
    return true;
  }
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { idempotencyKey?: unknown }).idempotencyKey === 'string'
  );
}

async function readData<T>(response: Response): Promise<T> {
  if (response.status === HTTP_NO_CONTENT) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const body = JSON.parse(text) as { data?: T };
  return body.data as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    if (body.error && typeof body.error.message === 'string') {
      return new ApiError({ status: response.status, ...body.error });
    }
  } catch {
    // Not our JSON envelope (a proxy page, an empty body): fall through to a generic error.
  }
  return new ApiError({ status: response.status, code: 'HTTP_ERROR', message: UNEXPECTED_ERROR_MESSAGE });
}

/** Base of every call: same origin `/api` unless the API is hosted elsewhere (VITE_API_URL). */
export const API_BASE_URL: string = import.meta.env.VITE_API_URL || '/api';

let sessionEndListener: ApiClientOptions['onSessionEnd'];

/** The app registers what ending a session means once it has a router and a query cache. */
export function setSessionEndListener(listener: ApiClientOptions['onSessionEnd']): void {
  sessionEndListener = listener;
}

export const api: ApiClient = createApiClient({
  baseUrl: API_BASE_URL,
  onSessionEnd: (reason) => sessionEndListener?.(reason),
});
