import type { AppliedGameEvent, GameDecision, GameRow } from './game-event-types.ts';
import { statusOfPhase } from './game-status.ts';
import { lockInAnswers } from './modes/window-tournament/lock-in-answers.ts';
import { applyRoundEvent, endsByTimeAt } from './rules/apply-round-event.ts';
import {
  nextDeadline,
  type RoundEvent,
  type RoundQuestion,
  type RoundState,
  type StoredRoundState,
  upgradeRoundState,
} from './rules/round-state.ts';

// The pipeline's decide stage: what one event does to a game's row, before anything is written: the pure rules at
// the event's time, the new column values, the question rows it changes and the clips it shows (a GameDecision).
// Both ways of applying an event use it: the locking transaction (apply-game-event.ts) and the one-statement hot
// path (apply-to-known-row.ts).

/**
 * When the game next needs waking, by its state: the next deadline of any kind (the timers and the due checks use
 * it). The row's `next_wake_at` is only the next one that must be written (endsByTimeAt), which the poller reads.
 */
export function nextWakeOf(game: GameRow): number | null {
  return nextDeadline(upgradeRoundState(game.state as StoredRoundState));
}

/** The rules run on a game row at the clock's time, and the row's new column values. Pure: nothing is written. */
export function decideGameEvent(game: GameRow, now: Date, event: (at: number) => RoundEvent): GameDecision {
  const before = upgradeRoundState(game.state as StoredRoundState);
  const at = Math.max(now.getTime(), game.lastEventAt.getTime());
  const roundEvent = event(at);
  const transition = applyRoundEvent(before, roundEvent);
  const after = transition.state;
  const wake = nextDeadline(after);
  const endsAt = endsByTimeAt(after);
  const result: AppliedGameEvent = {
    gameId: game.id,
    userId: game.userId,
    state: after,
    // A tournament entry reaches the solo rules only from a playing window, whose verdicts wait for its close.
    messages: game.mode === 'tournament' ? lockInAnswers(transition.messages, after) : transition.messages,
    nextWakeAt: wake === null ? null : new Date(wake),
    version: game.version,
    changed: false,
  };
  const changes: GameDecision['changes'] = {
    state: after,
    status: statusOfPhase(after.phase),
    score: after.score,
    endReason: after.endReason,
    nextWakeAt: endsAt === null ? null : new Date(endsAt),
    lastEventAt: new Date(at),
    startedAt: after.startedAt === null ? null : new Date(after.startedAt),
    endedAt: after.endedAt === null ? null : new Date(after.endedAt),
    updatedAt: now,
  };
  const unchanged = after === before && transition.effects.length === 0;
  // A tick changes nothing itself: what it changed, time did, and without effects it is derivable (performance note 0042).
  const byTimeAlone = roundEvent.type === 'tick' && !unchanged && transition.effects.length === 0;
  return { before, after, effects: transition.effects, result, changes, unchanged, byTimeAlone };
}

/** The questions whose stored columns this event changes, with their index. */
export function changedQuestions(
  before: readonly RoundQuestion[],
  after: readonly RoundQuestion[],
): Array<{ index: number; question: RoundQuestion }> {
  return after.flatMap((question, index) => {
    const old = before[index];
    const same =
      old &&
      old.sentAt === question.sentAt &&
      old.deadlineAt === question.deadlineAt &&
      old.answeredAt === question.answeredAt &&
      old.answer === question.answer &&
      old.isCorrect === question.isCorrect;
    return same ? [] : [{ index, question }];
  });
}

/** Questions this event sent: their clips count as shown. */
export function newlySent(before: RoundState, after: RoundState): RoundQuestion[] {
  return after.questions.filter(
    (question, index) => question.sentAt !== null && before.questions[index]?.sentAt === null,
  );
}

export function toDate(time: number | null): Date | null {
  return time === null ? null : new Date(time);
}
