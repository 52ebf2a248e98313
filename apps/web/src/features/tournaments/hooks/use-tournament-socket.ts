import { useCallback, useEffect, useReducer, useRef } from 'react';
import { tournamentServerMessageSchema } from '@gom/contract/tournament-socket';
import type { TournamentClientMessage, TournamentServerMessage } from '@gom/contract/tournament-socket';
import { webSocketUrl } from '@/lib/web-socket-url.ts';
import { applyRoundMessage, INITIAL_ROUND_STATE, type LiveRoundState } from '../utils/live-round.ts';

// The live round's connection: `/tournaments/{id}/live` on the API host, `{ type, payload }` both ways. Open while
// `active` (an entrant's tournament that has not ended). A dropped socket is opened again with backoff: the server
// answers with `roundState` and the open question, so nothing of the round is lost but the time it was away. A
// refusal (1008, or a 4xxx code: not an entrant, the round is over) is not tried again.

export const ROUND_RECONNECT_ATTEMPTS = 5;
export const ROUND_RECONNECT_BASE_MS = 500;
const SOCKET_OPEN = 1;
const NORMAL_CLOSURE = 1000;
const POLICY_VIOLATION = 1008;
const isRefusal = (code: number) => code === POLICY_VIOLATION || (code >= 4000 && code <= 4999);

type Action = { kind: 'message'; message: TournamentServerMessage; receivedAt: number } | { kind: 'dropped' };

function reduce(state: LiveRoundState, action: Action): LiveRoundState {
  if (action.kind === 'dropped') return { ...state, connected: false };
  return applyRoundMessage(state, action.message, action.receivedAt);
}

/** One frame as a known message, or null (a frame this client does not know is ignored). */
export function parseRoundMessage(data: unknown): TournamentServerMessage | null {
  try {
    const parsed = tournamentServerMessageSchema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function useTournamentSocket({ tournamentId, active }: { tournamentId: string; active: boolean }) {
  const [state, dispatch] = useReducer(reduce, INITIAL_ROUND_STATE);
  const socketRef = useRef<WebSocket | null>(null);
  const endedRef = useRef(false);
  endedRef.current = state.status === 'closed' || state.status === 'cancelled';

  useEffect(() => {
    if (!active) return;
    const url = webSocketUrl({ path: `/tournaments/${encodeURIComponent(tournamentId)}/live` });
    let disposed = false;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let socket: WebSocket;

    const open = () => {
      socket = new WebSocket(url);
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
      };
      socket.onmessage = (event: MessageEvent) => {
        const message = parseRoundMessage(event.data);
        if (message) dispatch({ kind: 'message', message, receivedAt: Date.now() });
      };
      socket.onclose = (event: CloseEvent) => {
        if (socketRef.current === socket) socketRef.current = null;
        if (disposed) return;
        dispatch({ kind: 'dropped' });
        if (endedRef.current || isRefusal(event.code) || attempt >= ROUND_RECONNECT_ATTEMPTS) return;
        attempt += 1;
        retryTimer = setTimeout(open, ROUND_RECONNECT_BASE_MS * 2 ** (attempt - 1));
      };
    };

    open();
    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      socket.close(NORMAL_CLOSURE);
      if (socketRef.current === socket) socketRef.current = null;
    };
  }, [active, tournamentId]);

  /** Sends if the socket is open; false otherwise (the call is not made, and the screen says so). */
  const send = useCallback((message: TournamentClientMessage): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== SOCKET_OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }, []);

  return { state, send };
}
