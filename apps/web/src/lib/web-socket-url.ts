import { API_BASE_URL } from './api-client.ts';

// A WebSocket lives on the API's host: same origin by default (`/api`), or the host of VITE_API_URL when
// the API is hosted elsewhere. The scheme follows the page's: wss: under https:, ws: otherwise.

export type WebSocketUrlOptions = {
  /** A path under the API base, e.g. `/users/u1/games/g1`. */
  path: string;
  baseUrl?: string;
  location?: Pick<Location, 'href'>;
};

export function webSocketUrl({
  path,
  baseUrl = API_BASE_URL,
  location = window.location,
}: WebSocketUrlOptions): string {
  const base = new URL(baseUrl.replace(/\/+$/, ''), location.href);
  const url = new URL(`${base.pathname}${path}`, base);
  url.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
