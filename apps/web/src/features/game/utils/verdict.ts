import type { Answer } from '@gom/contract/socket';

// What the verdict says once a question is answered: what actually happened and how the call went. The
// server sends only whether the call was right; the outcome follows from the call.

export type VerdictTone = 'right' | 'wrong';

export type Verdict = {
  tone: VerdictTone;
  /** The player's call. */
  call: Answer;
  /** What the clip did. */
  outcome: Answer;
  /** The large line: how the call went. */
  headline: string;
  /** The call against the outcome, in words. */
  detail: string;
};

export const RIGHT_CALL_HEADLINE = 'Right call!';
export const WRONG_CALL_HEADLINE = 'Wrong call';

/** What actually happened: the call if it was right, the other outcome if not. */
export function actualOutcome(call: Answer, isCorrect: boolean): Answer {
  if (isCorrect) return call;
  return call === 'goal' ? 'miss' : 'goal';
}

export function describeVerdict(call: Answer, isCorrect: boolean): Verdict {
  const outcome = actualOutcome(call, isCorrect);
  return {
    tone: isCorrect ? 'right' : 'wrong',
    call,
    outcome,
    headline: isCorrect ? RIGHT_CALL_HEADLINE : WRONG_CALL_HEADLINE,
    detail: `You called ${call.toUpperCase()} · it was ${outcome === 'goal' ? 'a GOAL' : 'a MISS'}`,
  };
}

/**
 * The buzz of a phone that has one: one short pulse for a right call, two for a wrong one, so the two feel
 * different without looking.
 */
export function verdictVibration(tone: VerdictTone): number | number[] {
  return tone === 'right' ? 60 : [90, 60, 90];
}
