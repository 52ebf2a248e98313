import { clientMessageSchema, type ClientMessage, type ServerMessage } from '@gom/contract/socket';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { admitToGame, type GameAdmission } from '../../domain/game/admit-to-game.ts';
import type { GameResult } from '../../domain/game/read-game-result.ts';
import type { GameRow } from '../../domain/game/game-event-types.ts';
import { gameEndedMessage, type ClipMedia } from '../../domain/game/build-server-message.ts';
import type { GameConnection } from '../../domain/game/engine/game-connections.ts';
import { ROUND_REFUSALS } from '../../domain/game/rules/apply-round-event.ts';
import type { RoundEvent } from '../../domain/game/rules/round-state.ts';
import type { RequestAuth } from '../../plugins/authentication.ts';
import { NOT_JSON_MESSAGE } from './parse-socket-message.ts';
import { readAdmittedMessage } from './read-admitted-message.ts';

// The live game connection (spec §7): `/api/users/{userId}/games/{gameId}`. The upgrade is accepted, then
// checked like an API call (allowed Origin, live session, the game's owner, a game still being played);
// a refusal is one errorOccurred and a close, so the player sees why. A socket opened on a game that has
// ended gets that game's gameEnded (the same message its end sent) and a normal close: a player whose
// connection dropped at the end still learns the result. Every client message is parsed by
// the contract; anything malformed is answered with errorOccurred and changes nothing.

export const SOCKET_REFUSALS = {
  badOrigin: 'This connection did not come from an allowed origin',
  signIn: 'Please sign in to continue',
  notYours: 'You do not have access to this game',
  notFound: 'Game not found',
  notJson: NOT_JSON_MESSAGE,
} as const;

/** Policy violation: the close code of every refused connection. */
const CLOSE_POLICY = 1008;
const CLOSE_NORMAL = 1000;
const paramsSchema = z.object({ userId: z.string(), gameId: z.string() });

const REFUSAL_MESSAGES: Record<Extract<GameAdmission, { kind: 'refused' }>['reason'], string> = {
  signedOut: SOCKET_REFUSALS.signIn,
  notFound: SOCKET_REFUSALS.notFound,
  notYours: SOCKET_REFUSALS.notYours,
  voided: ROUND_REFUSALS.voided,
  voidedByDowntime: ROUND_REFUSALS.voidedByDowntime,
  over: ROUND_REFUSALS.over,
};

export const gameSocketRoutes: FastifyPluginAsync = async (app) => {
  app.get('/users/:userId/games/:gameId', { websocket: true }, (socket, request) => {
    handleGameSocket(app, socket, request);
  });
};

function send(socket: WebSocket, message: ServerMessage): void {
  if (socket.readyState !== socket.OPEN) return;
  holdWritesForThisTurn(socket);
  socket.send(JSON.stringify(message));
}

/**
 * The frames a socket is sent in one turn of the event loop leave in one write: an event's messages (the last
 * answer, the game's end and the close; the start and the first question) are sent together. A loopback write
 * costs the server a system call and the player's side a wake-up, more than the bytes it carries. `ws`
 * has no public way to hold its writes; its socket does (`cork`, which nests: ws corks and uncorks around each
 * frame, and the frame stays held until this uncork).
 */
function holdWritesForThisTurn(socket: WebSocket): void {
  const raw = (socket as unknown as { _socket?: Socket })._socket;
  if (!raw || raw.writableCorked > 0) return;
  raw.cork();
  process.nextTick(() => raw.uncork());
}

function refuse(socket: WebSocket, message: string): void {
  send(socket, { type: 'errorOccurred', payload: { message } });
  socket.close(CLOSE_POLICY, message);
}

/** Why this socket may not play this game, or the game's id when it may. */
async function admit(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<
  { refusal: string } | { ended: GameResult } | { game: GameRow; clipMedia: Map<string, ClipMedia>; auth: RequestAuth }
> {
  const origin = request.headers.origin;
  if (!origin || !app.config.allowedOrigins.includes(origin)) return { refusal: SOCKET_REFUSALS.badOrigin };
  const { userId, gameId } = paramsSchema.parse(request.params);
  // The admission reads the session with the game's row, so a session this process must read anyway costs no round
  // trip of its own; one it remembers standing is still read there, and refused if it has ended since.
  let admission: GameAdmission | undefined;
  const auth = await app.authenticate(request, async (claims) => {
    admission = await admitToGame({ db: app.db, ...claims, gameId });
    return !(admission.kind === 'refused' && admission.reason === 'signedOut');
  });
  if (!auth) return { refusal: SOCKET_REFUSALS.signIn };
  if (userId.toLowerCase() !== auth.userId.toLowerCase()) return { refusal: SOCKET_REFUSALS.notYours };
  admission ??= await admitToGame({ db: app.db, ...auth, gameId });
  if (admission.kind === 'refused') return { refusal: REFUSAL_MESSAGES[admission.reason] };
  return admission.kind === 'ended'
    ? { ended: admission.result }
    : { game: admission.game, clipMedia: admission.clipMedia, auth };
}

function handleGameSocket(app: FastifyInstance, socket: WebSocket, request: FastifyRequest): void {
  const engine = app.games;
  let connection: GameConnection | null = null;
  let auth: RequestAuth | null = null;
  // Messages wait for the admission, then run one after another in the order they came.
  let chain: Promise<unknown> = admit(app, request).then(
    (admitted) => {
      if ('refusal' in admitted) {
        refuse(socket, admitted.refusal);
        return;
      }
      if ('ended' in admitted) {
        send(socket, gameEndedMessage(admitted.ended));
        socket.close(CLOSE_NORMAL, 'Game over');
        return;
      }
      if (socket.readyState !== socket.OPEN) return;
      auth = admitted.auth;
      connection = {
        id: engine.newConnectionId(),
        gameId: admitted.game.id,
        send: (message) => send(socket, message),
        close: (code, reason) => socket.close(code, reason),
      };
      engine.attach(connection);
      const opened = connection;
      // The row the admission read: the open is written in one version-checked statement when it is current.
      return engine.dispatch(opened.gameId, (at) => ({ type: 'socketOpened', at, connectionId: opened.id }), {
        sender: opened,
        lastRead: admitted.game,
        clipMedia: admitted.clipMedia,
      });
    },
    (error: unknown) => {
      request.log.error({ err: error }, 'game socket admission failed');
      refuse(socket, SOCKET_REFUSALS.notFound);
    },
  );
  const enqueue = (task: () => Promise<unknown> | void) => {
    chain = chain.then(task).catch((error: unknown) => request.log.error({ err: error }, 'game socket task failed'));
  };

  socket.on('message', (data, isBinary) => {
    enqueue(async () => {
      const current = connection;
      if (!current || !auth) return;
      const read = await readAdmittedMessage(app, { auth, schema: clientMessageSchema, data, isBinary });
      if (read.kind === 'signedOut') return refuse(socket, SOCKET_REFUSALS.signIn);
      if (read.kind === 'malformed') return current.send({ type: 'errorOccurred', payload: { message: read.error } });
      const message = read.message;
      return engine.dispatch(current.gameId, (at) => toRoundEvent(message, at), { sender: current });
    });
  });

  socket.on('close', () => {
    enqueue(() => {
      const current = connection;
      if (!current) return;
      connection = null;
      return engine.close(current);
    });
  });
}

/**
 * A player's message as a rules event at the server's time `at`: no time the client sends is ever used
 * (clipReady's moment is when the server applies it).
 */
function toRoundEvent(message: ClientMessage, at: number): RoundEvent {
  switch (message.type) {
    case 'startGame':
      return { type: 'start', at };
    case 'answerQuestion':
      return { type: 'answer', at, answer: message.payload.answer };
    case 'clipReady':
      return { type: 'clipReady', at, questionIndex: message.payload.questionIndex };
  }
}
