import type { Answer } from '@gom/contract/socket';
import type { TournamentServerMessage } from '@gom/contract/tournament-socket';
import type { Logger } from '../../../lib/logger.ts';
import type { AppDatabase } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { IssueMediaPath } from '../../game/build-server-message.ts';
import { loadLiveRound, readTournamentStatus, type LiveRound } from './load-live-round.ts';
import { readEntryCalls, type EntryCall } from './read-entry-calls.ts';
import { readPrizesPaid } from './read-prizes-paid.ts';
import { readRoundTable } from './read-round-table.ts';
import { questionClosedMessage, questionSentMessage, tournamentEndedMessage } from './round-messages.ts';
import { closeAt, nextOwedMoment, questionsClosed, questionsReleased, releaseAt } from './round-schedule.ts';
import { recordAnswer, recordClipReady, releaseQuestion, type OpenQuestionRefusal } from './round-writes.ts';

// Per process: the live rounds of the tournaments that have sockets here. The schedule is the same on every process
// (startsAt + n × interval on the server's clock), so each sends question n to its own sockets at the release and
// closes it 13 s later, with no fan-out between processes: what one process writes (the release's rows, answers)
// is idempotent or conditional, so two doing it at the same second change nothing twice.

/** One entrant's socket on this process. */
export interface RoundConnection {
  id: string;
  tournamentId: string;
  entryId: string;
  send(message: TournamentServerMessage): void;
  close(code: number, reason: string): void;
}

export interface TournamentLifecycleCall {
  db: AppDatabase;
  clock: Clock;
  matchId: string;
}

/** The tournaments module's start and close, both idempotent (the round calls them when due, from any process). */
export interface TournamentLifecycle {
  startTournament(options: TournamentLifecycleCall): Promise<unknown>;
  closeTournament(options: TournamentLifecycleCall): Promise<unknown>;
}

export const LIVE_ROUND_REFUSALS: Record<OpenQuestionRefusal | 'cancelled', string> = {
  notOpen: 'This question is not open',
  answered: 'You have already answered this question',
  late: 'Time is up for this question',
  cancelled: 'This tournament was cancelled',
};

const CLOSE_NORMAL = 1000;
/** How soon a failed step runs again. */
const STEP_RETRY_MS = 250;

export interface LiveRoundEngineOptions {
  db: AppDatabase;
  clock: Clock;
  log: Logger;
  issuePath: IssueMediaPath;
  lifecycle: TournamentLifecycle;
  /** Timers for the next release or close. Default true; tests turn them off and call runDue. */
  timers?: boolean;
}

export interface LiveRoundEngine {
  /** A socket of an admitted entrant: told where the round is (and the open question), then served with the rest. */
  attach(connection: RoundConnection): Promise<void>;
  detach(connection: RoundConnection): void;
  /** `at`: when the message arrived, on the server's clock. */
  clipReady(connection: RoundConnection, questionIndex: number, at: number): Promise<void>;
  answer(connection: RoundConnection, questionIndex: number, answer: Answer, at: number): Promise<void>;
  /** Runs what is due at the clock's time in every round here (the timers call it). */
  runDue(): Promise<void>;
  stop(): void;
}

interface RoundHere {
  round: LiveRound;
  connections: Map<string, RoundConnection>;
  /** Questions released to this process's sockets, and closed for them. */
  released: number;
  closed: number;
  /** The round's steps here run one after another. */
  queue: Promise<void>;
  timer: NodeJS.Timeout | null;
}

export function createLiveRoundEngine(options: LiveRoundEngineOptions): LiveRoundEngine {
  const { db, clock, log, issuePath, lifecycle } = options;
  const timers = options.timers ?? true;
  const rounds = new Map<string, Promise<RoundHere | null>>();
  let stopped = false;

  const now = () => clock.now().getTime();
  const call = { db, clock };

  function roundHere(tournamentId: string): Promise<RoundHere | null> {
    let loading = rounds.get(tournamentId);
    if (!loading) {
      loading = loadLiveRound(db, tournamentId).then((round) => {
        if (!round) return null;
        // Questions closed before this process served the round are not sent again; the open ones are released.
        const closed = questionsClosed(round, now());
        return { round, connections: new Map(), released: closed, closed, queue: Promise.resolve(), timer: null };
      });
      rounds.set(tournamentId, loading);
      loading.catch(() => rounds.delete(tournamentId));
    }
    return loading;
  }

  function enqueue(here: RoundHere, step: () => Promise<void>): Promise<void> {
    const next = here.queue.then(step).catch((error: unknown) => {
      log.error({ err: error, tournamentId: here.round.tournamentId }, 'live round step failed');
    });
    here.queue = next;
    return next;
  }

  function forget(here: RoundHere) {
    if (here.timer) clearTimeout(here.timer);
    here.timer = null;
    rounds.delete(here.round.tournamentId);
  }

  function arm(here: RoundHere) {
    if (here.timer) clearTimeout(here.timer);
    here.timer = null;
    if (!timers || stopped || here.connections.size === 0) return;
    const at = now();
    const next = here.closed >= here.round.numberOfQuestions ? at : nextOwedMoment(here.round, here);
    if (next === null) return;
    here.timer = setTimeout(() => void enqueue(here, () => step(here)), Math.max(0, next - at));
    here.timer.unref?.();
  }

  /** advance, and after a failure (a lost connection, a deadlock) the same step again shortly: none is skipped. */
  async function step(here: RoundHere): Promise<void> {
    try {
      await advance(here);
    } catch (error) {
      log.error({ err: error, tournamentId: here.round.tournamentId }, 'live round step failed; it runs again');
      if (!timers || stopped || here.connections.size === 0) return;
      if (here.timer) clearTimeout(here.timer);
      here.timer = setTimeout(() => void enqueue(here, () => step(here)), STEP_RETRY_MS);
      here.timer.unref?.();
    }
  }

  /** Everything due now, in order: the start, releases, closes, and after the last close the round's end. */
  async function advance(here: RoundHere): Promise<void> {
    const { round } = here;
    const at = now();
    if (round.status === 'scheduled' && at >= round.startsAt.getTime()) {
      await lifecycle.startTournament({ ...call, matchId: round.tournamentId });
      round.status = (await readTournamentStatus(db, round.tournamentId)) ?? round.status;
      // Loaded before the start, the clip set may not all have been rendered yet; the start needs every clip
      // rendered, so the set read now is the one to send.
      if (round.status === 'live') round.questions = (await loadLiveRound(db, round.tournamentId))?.questions ?? [];
    }
    if (round.status === 'cancelled') return cancelRound(here);
    if (round.status === 'scheduled') return arm(here);
    // An operator may cancel a live tournament: a step about to go out re-reads the status first (one read per step).
    if (here.released < questionsReleased(round, at) || here.closed < questionsClosed(round, at)) {
      round.status = (await readTournamentStatus(db, round.tournamentId)) ?? round.status;
      if (round.status === 'cancelled') return cancelRound(here);
    }
    while (here.released < questionsReleased(round, at)) {
      const questionIndex = here.released;
      const clipId = round.questions[questionIndex]?.clipId;
      if (!clipId) throw new Error(`tournament ${round.tournamentId} has no clip for question ${questionIndex}`);
      await releaseQuestion({
        db,
        tournamentId: round.tournamentId,
        questionIndex,
        clipId,
        releasedAt: releaseAt(round, questionIndex),
      });
      here.released += 1;
      const message = questionSentMessage({ round, questionIndex, issuePath });
      for (const connection of here.connections.values()) connection.send(message);
    }
    while (here.closed < questionsClosed(round, at)) {
      const questionIndex = here.closed;
      const table = await readRoundTable({
        db,
        tournamentId: round.tournamentId,
        questionsClosed: questionIndex + 1,
        currency: round.currency,
      });
      here.closed += 1;
      for (const connection of here.connections.values()) {
        connection.send(questionClosedMessage({ round, questionIndex, entryId: connection.entryId, table, issuePath }));
      }
    }
    if (here.closed >= round.numberOfQuestions) {
      await endRound(here);
      return;
    }
    arm(here);
  }

  /** A cancelled tournament plays no further: each socket here is told and closed. */
  function cancelRound(here: RoundHere): void {
    for (const connection of here.connections.values()) {
      connection.send({ type: 'errorOccurred', payload: { message: LIVE_ROUND_REFUSALS.cancelled } });
      connection.close(CLOSE_NORMAL, LIVE_ROUND_REFUSALS.cancelled);
    }
    forget(here);
  }

  async function endRound(here: RoundHere): Promise<void> {
    const { round } = here;
    if (round.status === 'live') {
      await lifecycle.closeTournament({ ...call, matchId: round.tournamentId });
      round.status = (await readTournamentStatus(db, round.tournamentId)) ?? round.status;
    }
    const table = await finalTable(round);
    for (const connection of here.connections.values()) {
      connection.send(tournamentEndedMessage({ entryId: connection.entryId, table, currency: round.currency }));
      connection.close(CLOSE_NORMAL, 'Tournament over');
    }
    forget(here);
  }

  async function finalTable(round: LiveRound) {
    const prizes = await readPrizesPaid(db, round.tournamentId);
    return readRoundTable({
      db,
      tournamentId: round.tournamentId,
      questionsClosed: round.numberOfQuestions,
      currency: round.currency,
      prizes,
    });
  }

  /**
   * roundState, then the open questions as this entrant left them (a reconnect resumes where it was), from its calls
   * as read just before.
   */
  function greet(here: RoundHere, connection: RoundConnection, calls: EntryCall[]): void {
    const { round } = here;
    const yourAnswers = Array.from(
      { length: round.numberOfQuestions },
      (_, index) => calls.find((c) => c.questionIndex === index)?.answer ?? null,
    );
    connection.send({
      type: 'roundState',
      payload: {
        tournamentId: round.tournamentId,
        status: round.status,
        startsAt: round.startsAt.toISOString(),
        numberOfQuestions: round.numberOfQuestions,
        questionIntervalMs: round.questionIntervalMs,
        serverTime: clock.now().toISOString(),
        questionsClosed: here.closed,
        yourAnswers,
      },
    });
    for (let questionIndex = here.closed; questionIndex < here.released; questionIndex += 1) {
      connection.send(questionSentMessage({ round, questionIndex, issuePath }));
      const call = calls.find((c) => c.questionIndex === questionIndex);
      if (call && call.deadlineAt < closeAt(round, questionIndex)) {
        connection.send({
          type: 'questionTimer',
          payload: { questionIndex, deadline: new Date(call.deadlineAt).toISOString() },
        });
      }
      if (call?.answer) connection.send({ type: 'answerLocked', payload: { questionIndex, answer: call.answer } });
    }
  }

  return {
    async attach(connection) {
      const here = await roundHere(connection.tournamentId);
      if (!here) {
        connection.send({ type: 'errorOccurred', payload: { message: 'Tournament not found' } });
        connection.close(1008, 'Tournament not found');
        return;
      }
      // Read before its turn: a thousand sockets opening at once read their calls side by side, not one by one.
      const calls = await readEntryCalls(db, connection.entryId);
      await enqueue(here, async () => {
        if (here.round.status === 'closed') {
          rounds.delete(here.round.tournamentId);
          greet(here, connection, calls);
          connection.send(
            tournamentEndedMessage({
              entryId: connection.entryId,
              table: await finalTable(here.round),
              currency: here.round.currency,
            }),
          );
          connection.close(CLOSE_NORMAL, 'Tournament over');
          return;
        }
        here.connections.set(connection.id, connection);
        greet(here, connection, calls);
        await step(here);
      });
    },

    detach(connection) {
      void rounds.get(connection.tournamentId)?.then((here) => {
        if (!here || !here.connections.delete(connection.id) || here.connections.size > 0) return;
        // Nobody here any more: the round's timers stop; a socket opening later loads it afresh.
        forget(here);
      });
    },

    async clipReady(connection, questionIndex, at) {
      const result = await recordClipReady({ db, entryId: connection.entryId, questionIndex, at });
      // The clip may reach its first frame after the call (an entrant may call from the release): nothing to tell.
      if ('refused' in result && result.refused === 'answered') return;
      if ('refused' in result) {
        connection.send({ type: 'errorOccurred', payload: { message: LIVE_ROUND_REFUSALS[result.refused] } });
        return;
      }
      connection.send({
        type: 'questionTimer',
        payload: { questionIndex, deadline: new Date(result.deadlineAt).toISOString() },
      });
    },

    async answer(connection, questionIndex, answer, at) {
      const result = await recordAnswer({ db, entryId: connection.entryId, questionIndex, answer, at });
      if ('refused' in result) {
        connection.send({ type: 'errorOccurred', payload: { message: LIVE_ROUND_REFUSALS[result.refused] } });
        return;
      }
      connection.send({ type: 'answerLocked', payload: { questionIndex, answer } });
    },

    async runDue() {
      const heres = await Promise.all([...rounds.values()]);
      await Promise.all(heres.map((here) => (here ? enqueue(here, () => step(here)) : undefined)));
    },

    stop() {
      stopped = true;
      for (const loading of rounds.values())
        void loading.then((here) => here && here.timer && clearTimeout(here.timer));
    },
  };
}
