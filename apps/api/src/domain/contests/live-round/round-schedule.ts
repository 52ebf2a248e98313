import { DEFAULT_ROUND_TIMING } from '../../game/rules/game-constants.ts';

// A live round's clock (decision 0103): question n goes out at startsAt + n × interval on the server's clock, the
// same moment on every process, so no process tells another when to send it. Each entrant's 10 s start at its
// clipReady, capped 3 s after the release (decision 0009); the question closes for everyone 13 s after its release.

/** From an entrant's clock start to its deadline. */
export const ANSWER_WINDOW_MS = DEFAULT_ROUND_TIMING.questionMs;
/** The longest a question's clock waits for the entrant's clipReady after the release. */
export const CLIP_WAIT_CAP_MS = DEFAULT_ROUND_TIMING.clipWaitMs;
/** From a release to the question's close for everyone: the latest any entrant's deadline can be. */
export const QUESTION_OPEN_MS = CLIP_WAIT_CAP_MS + ANSWER_WINDOW_MS;

export interface RoundSchedule {
  startsAt: Date;
  questionIntervalMs: number;
  numberOfQuestions: number;
}

export function releaseAt(schedule: RoundSchedule, questionIndex: number): number {
  return schedule.startsAt.getTime() + questionIndex * schedule.questionIntervalMs;
}

export function closeAt(schedule: RoundSchedule, questionIndex: number): number {
  return releaseAt(schedule, questionIndex) + QUESTION_OPEN_MS;
}

/** When the last question's window closes: the round's end. */
export function roundEndsAt(schedule: RoundSchedule): number {
  return closeAt(schedule, schedule.numberOfQuestions - 1);
}

/** How many questions have been released by `now` (their release is at or before it). */
export function questionsReleased(schedule: RoundSchedule, now: number): number {
  if (now < schedule.startsAt.getTime()) return 0;
  const released = Math.floor((now - schedule.startsAt.getTime()) / schedule.questionIntervalMs) + 1;
  return Math.min(schedule.numberOfQuestions, released);
}

/** How many questions have closed by `now`. */
export function questionsClosed(schedule: RoundSchedule, now: number): number {
  return questionsReleased(schedule, now - QUESTION_OPEN_MS);
}

/** The questions open at `now` (released, not closed): one, or more when the interval is shorter than 13 s. */
export function openQuestions(schedule: RoundSchedule, now: number): number[] {
  const open: number[] = [];
  for (let index = questionsClosed(schedule, now); index < questionsReleased(schedule, now); index += 1)
    open.push(index);
  return open;
}

/**
 * The next step a process owes the round, from what it has done (questions it has released and closed), not from the
 * clock: a step that ran long (a slow write under load) may end after the next release was due, and that release is
 * owed at once, not at the moment after it. Null once every question has been released and closed.
 */
export function nextOwedMoment(schedule: RoundSchedule, done: { released: number; closed: number }): number | null {
  const nextRelease = done.released < schedule.numberOfQuestions ? releaseAt(schedule, done.released) : Infinity;
  const nextClose = done.closed < schedule.numberOfQuestions ? closeAt(schedule, done.closed) : Infinity;
  const next = Math.min(nextRelease, nextClose);
  return Number.isFinite(next) ? next : null;
}
