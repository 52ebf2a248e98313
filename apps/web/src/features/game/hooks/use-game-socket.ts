import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessageSchema } from '@gom/contract/socket';
import type { ClientMessage, ServerMessage } from '@gom/contract/socket';
import { webSocketUrl } from '@/lib/web-socket-url.ts';
import type { LogType } from '../utils/activity-log.ts';

// The live game connection (spec §7): `/users/{userId}/games/{gameId}` on the API host, JSON
// `{type, payload}` both ways. It opens while `active` (the game area is showing) and closes when it is
// left. If the socket drops mid-game it reconnects a few times with backoff: the server resumes the
// game with the time left on the clock. A server that is going away (a deploy, a scale-in: close 1001, or 1012
// "reconnect to resume") is left at once, within a short random spread, for another behind the load balancer.

export const NOT_CONNECTED_MESSAGE = 'WebSocket not connected';
export const MISSING_IDS_MESSAGE = 'Cannot connect: Missing gameId or userId';
export const MAX_RECONNECT_ATTEMPTS = 3;
export const RECONNECT_BASE_DELAY_MS = 1_000;
/** A server going away sends its players elsewhere at once: spread over this long, not all in one instant. */
export const MOVE_SPREAD_MS = 250;

// WebSocket.OPEN, spelled out so a stand-in socket class needs no static constants.
const SOCKET_OPEN = 1;
const NORMAL_CLOSURE = 1000;
// 1008 (policy violation) and the 4000s are the server refusing this socket (not your game, game over):
// trying again would only be refused again.
const POLICY_VIOLATION = 1008;
const APPLICATION_CODES_START = 4000;
const APPLICATION_CODES_END = 4999;
const GOING_AWAY = 1001;
const SERVICE_RESTART = 1012;

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export type UseGameSocketOptions = {
  userId: string | undefined;
  gameId: string | undefined;
  active: boolean;
  onMessage: (message: ServerMessage) => void;
  log: (message: string, type?: LogType) => void;
  /** Asked when the socket drops: false once the game is over. */
  shouldReconnect: () => boolean;
};

function isRefusal(code: number): boolean {
  return code === POLICY_VIOLATION || (code >= APPLICATION_CODES_START && code <= APPLICATION_CODES_END);
}

/** The server closed this socket to hand the game to another (it stops, or asks for a resync). */
function isServerMoving(code: number): boolean {
  return code === GOING_AWAY || code === SERVICE_RESTART;
}

/** Reads one frame: a known message, or a log line saying what was wrong with it. */
export function parseServerMessage(
  data: unknown,
): { ok: true; message: ServerMessage } | { ok: false; log: string; type: LogType } {
  let raw: unknown;
  try {
    raw = JSON.parse(String(data));
  } catch (error) {
    return { ok: false, log: `Failed to parse message: ${(error as Error).message}`, type: 'error' };
  }
  const parsed = serverMessageSchema.safeParse(raw);
  if (parsed.success) return { ok: true, message: parsed.data };
  const type = (raw as { type?: unknown } | null)?.type;
  const known = serverMessageSchema.options.some((option) => option.shape.type.value === type);
  if (!known) return { ok: false, log: `Unknown message type: ${String(type)}`, type: 'error' };
  return { ok: false, log: `Invalid ${String(type)} message`, type: 'error' };
}

export function useGameSocket({ userId, gameId, active, onMessage, log, shouldReconnect }: UseGameSocketOptions) {
  const [status, setStatus] = useState<SocketStatus>('idle');
  const socketRef = useRef<WebSocket | null>(null);
  // The latest callbacks, so the connection is not torn down when a parent re-renders.
  const handlers = useRef({ onMessage, log, shouldReconnect });
  useEffect(() => {
    handlers.current = { onMessage, log, shouldReconnect };
  });

  useEffect(() => {
    if (!active) return;
    if (!userId || !gameId) {
      handlers.current.log(MISSING_IDS_MESSAGE, 'error');
      return;
    }
    const url = webSocketUrl({ path: `/users/${encodeURIComponent(userId)}/games/${encodeURIComponent(gameId)}` });
    let disposed = false;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let socket: WebSocket;

    const open = () => {
      setStatus(attempt > 0 ? 'reconnecting' : 'connecting');
      socket = new WebSocket(url);
      socketRef.current = socket;
      socket.onopen = () => {
        handlers.current.log(attempt > 0 ? 'Reconnected to game server' : 'Connected to game server', 'success');
        attempt = 0;
        setStatus('open');
      };
      socket.onmessage = (event: MessageEvent) => {
        const parsed = parseServerMessage(event.data);
        if (parsed.ok) handlers.current.onMessage(parsed.message);
        else handlers.current.log(parsed.log, parsed.type);
      };
      socket.onerror = () => handlers.current.log('WebSocket connection error', 'error');
      socket.onclose = (event: CloseEvent) => {
        if (socketRef.current === socket) socketRef.current = null;
        if (disposed) return;
        setStatus('closed');
        if (!handlers.current.shouldReconnect() || isRefusal(event.code)) {
          handlers.current.log('Disconnected from game server', 'info');
          return;
        }
        if (attempt >= MAX_RECONNECT_ATTEMPTS) {
          handlers.current.log('Could not reconnect to the game server', 'error');
          return;
        }
        attempt += 1;
        const moving = attempt === 1 && isServerMoving(event.code);
        const delay = moving
          ? Math.floor(Math.random() * MOVE_SPREAD_MS)
          : RECONNECT_BASE_DELAY_MS * 2 ** (attempt - 1);
        handlers.current.log(
          moving
            ? `Game server restarting. Reconnecting now (attempt ${attempt} of ${MAX_RECONNECT_ATTEMPTS})`
            : `Connection lost. Reconnecting in ${delay / 1000} s (attempt ${attempt} of ${MAX_RECONNECT_ATTEMPTS})`,
          'info',
        );
        setStatus('reconnecting');
        retryTimer = setTimeout(open, delay);
      };
    };

    open();
    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      socket.close(NORMAL_CLOSURE);
      if (socketRef.current === socket) socketRef.current = null;
      setStatus('idle');
    };
  }, [active, userId, gameId]);

  /** Sends a message if the socket is open; otherwise logs 'WebSocket not connected' and returns false. */
  const send = useCallback((message: ClientMessage): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== SOCKET_OPEN) {
      handlers.current.log(NOT_CONNECTED_MESSAGE, 'error');
      return false;
    }
    socket.send(JSON.stringify(message));
    return true;
  }, []);

  /** Whether a message sent now would go out (no 'WebSocket not connected' log when it would not). */
  const isOpen = useCallback(() => socketRef.current?.readyState === SOCKET_OPEN, []);

  return { status, send, isOpen };
}
