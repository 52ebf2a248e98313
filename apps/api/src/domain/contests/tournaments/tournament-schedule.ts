import {
  TOURNAMENT_ANSWER_MS,
  TOURNAMENT_CLIP_READY_CAP_MS,
  TOURNAMENT_WINDOW_CLOSE_MS,
} from './tournament-constants.ts';

// A live round's clock (decision 0150), the same on every process because it is computed from the match alone:
// question n goes out at startsAt + n × interval, and its window closes 13 s later for everyone.

export interface TournamentPace {
  startsAt: Date;
  questionIntervalMs: number;
  numberOfQuestions: number;
}

/** When question `questionIndex` goes out to every entrant. */
export function questionReleaseAt(pace: TournamentPace, questionIndex: number): Date {
  return new Date(pace.startsAt.getTime() + questionIndex * pace.questionIntervalMs);
}

/** When question `questionIndex`'s window closes for everyone (its outcome revealed). */
export function questionCloseAt(pace: TournamentPace, questionIndex: number): Date {
  return new Date(questionReleaseAt(pace, questionIndex).getTime() + TOURNAMENT_WINDOW_CLOSE_MS);
}

/** The round's end: the last question's window closing. The tournament may close from then. */
export function tournamentEndsAt(pace: TournamentPace): Date {
  return questionCloseAt(pace, pace.numberOfQuestions - 1);
}

/** Questions whose window has closed by `now` (the ones a standings table may count). */
export function questionsClosedBy(pace: TournamentPace, now: Date): number {
  const sinceFirstClose = now.getTime() - questionCloseAt(pace, 0).getTime();
  if (sinceFirstClose < 0) return 0;
  return Math.min(pace.numberOfQuestions, Math.floor(sinceFirstClose / pace.questionIntervalMs) + 1);
}

/** An entrant's deadline: 10 s from its clock start, which is its clip's first frame, capped 3 s after the release. */
export function entrantDeadlineAt(options: { releaseAt: Date; clipReadyAt: Date | null }): Date {
  const cap = options.releaseAt.getTime() + TOURNAMENT_CLIP_READY_CAP_MS;
  const start = Math.min(Math.max(options.clipReadyAt?.getTime() ?? cap, options.releaseAt.getTime()), cap);
  return new Date(start + TOURNAMENT_ANSWER_MS);
}
