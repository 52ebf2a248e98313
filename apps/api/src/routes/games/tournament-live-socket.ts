import { tournamentClientMessageSchema, type TournamentServerMessage } from '@gom/contract/tournament-socket';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { admitToRound, type RoundAdmission } from '../../domain/contests/live-round/admit-to-round.ts';
import { LIVE_ROUND_REFUSALS, type RoundConnection } from '../../domain/contests/live-round/live-round-engine.ts';
import type { RequestAuth } from '../../plugins/authentication.ts';
import { SOCKET_REFUSALS } from './game-socket.ts';
import { readAdmittedMessage } from './read-admitted-message.ts';

// A tournament's live round: `GET /api/tournaments/{id}/live` upgraded to a WebSocket (protocol in
// @gom/contract/tournament-socket). The upgrade is accepted, then checked like an API call (allowed Origin, a live
// session, an entrant of this tournament); a refusal is one errorOccurred and a close, so the player sees why. Every
// client message is parsed by the contract and judged at the server's time; anything refused changes nothing.

export const ROUND_SOCKET_REFUSALS = {
  notEntered: 'You have not entered this tournament',
  notFound: 'Tournament not found',
} as const;

const CLOSE_POLICY = 1008;
const paramsSchema = z.object({ tournamentId: z.string() });

const REFUSAL_MESSAGES: Record<Extract<RoundAdmission, { kind: 'refused' }>['reason'], string> = {
  notFound: ROUND_SOCKET_REFUSALS.notFound,
  notEntered: ROUND_SOCKET_REFUSALS.notEntered,
  cancelled: LIVE_ROUND_REFUSALS.cancelled,
};

let connectionSerial = 0;

export const tournamentLiveSocketRoutes: FastifyPluginAsync = async (app) => {
  app.get('/tournaments/:tournamentId/live', { websocket: true }, (socket, request) => {
    handleRoundSocket(app, socket, request);
  });
};

function send(socket: WebSocket, message: TournamentServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

function refuse(socket: WebSocket, message: string): void {
  send(socket, { type: 'errorOccurred', payload: { message } });
  socket.close(CLOSE_POLICY, message);
}

async function admit(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ refusal: string } | { entryId: string; tournamentId: string; auth: RequestAuth }> {
  const origin = request.headers.origin;
  if (!origin || !app.config.allowedOrigins.includes(origin)) return { refusal: SOCKET_REFUSALS.badOrigin };
  const { tournamentId } = paramsSchema.parse(request.params);
  const auth = await app.authenticate(request);
  if (!auth) return { refusal: SOCKET_REFUSALS.signIn };
  const admission = await admitToRound({ db: app.db, userId: auth.userId, tournamentId });
  if (admission.kind === 'refused') return { refusal: REFUSAL_MESSAGES[admission.reason] };
  return { entryId: admission.entryId, tournamentId: tournamentId.toLowerCase(), auth };
}

function handleRoundSocket(app: FastifyInstance, socket: WebSocket, request: FastifyRequest): void {
  const rounds = app.tournamentRounds;
  let connection: RoundConnection | null = null;
  let auth: RequestAuth | null = null;
  // Messages wait for the admission, then run one after another in the order they came.
  let chain: Promise<unknown> = admit(app, request).then(
    async (admitted) => {
      if ('refusal' in admitted) return refuse(socket, admitted.refusal);
      if (socket.readyState !== socket.OPEN) return;
      auth = admitted.auth;
      connectionSerial += 1;
      connection = {
        id: `round-socket-${connectionSerial}`,
        tournamentId: admitted.tournamentId,
        entryId: admitted.entryId,
        send: (message) => send(socket, message),
        close: (code, reason) => socket.close(code, reason),
      };
      await rounds.attach(connection);
    },
    (error: unknown) => {
      request.log.error({ err: error }, 'tournament socket admission failed');
      refuse(socket, ROUND_SOCKET_REFUSALS.notFound);
    },
  );
  const enqueue = (task: () => Promise<unknown> | void) => {
    chain = chain
      .then(task)
      .catch((error: unknown) => request.log.error({ err: error }, 'tournament socket task failed'));
  };

  socket.on('message', (data, isBinary) => {
    // Judged at the moment it arrived, not when its turn comes: a queue behind a slow write costs no one time.
    const at = app.clock.now().getTime();
    enqueue(async () => {
      const current = connection;
      if (!current || !auth) return;
      const read = await readAdmittedMessage(app, { auth, schema: tournamentClientMessageSchema, data, isBinary });
      if (read.kind === 'signedOut') return refuse(socket, SOCKET_REFUSALS.signIn);
      if (read.kind === 'malformed') return current.send({ type: 'errorOccurred', payload: { message: read.error } });
      const { message } = read;
      if (message.type === 'clipReady') return rounds.clipReady(current, message.payload.questionIndex, at);
      return rounds.answer(current, message.payload.questionIndex, message.payload.answer, at);
    });
  });

  socket.on('close', () => {
    enqueue(() => {
      if (connection) rounds.detach(connection);
      connection = null;
    });
  });
}
