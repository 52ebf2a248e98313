import { describe, expect, it } from 'vitest';
import { judgeTournamentAnswer, type TournamentQuestionWindow } from './tournament-mode.ts';

const releasedAt = new Date('2030-01-15T12:00:00.000Z');
const question: TournamentQuestionWindow = {
  questionIndex: 2,
  releasedAt,
  deadlineAt: new Date(releasedAt.getTime() + 12_000),
  answered: false,
  outcome: 'goal',
};
const at = (ms: number) => new Date(releasedAt.getTime() + ms);

describe('judging a tournament answer', () => {
  it('takes the first answer inside the window and judges it against the outcome', () => {
    expect(judgeTournamentAnswer(question, at(500), { questionIndex: 2, answer: 'goal' })).toMatchObject({
      accepted: true,
      isCorrect: true,
      windowClosesAt: at(13_000),
    });
    expect(judgeTournamentAnswer(question, at(12_000), { questionIndex: 2, answer: 'miss' })).toMatchObject({
      accepted: true,
      isCorrect: false,
    });
  });

  it('refuses an answer before the release, after the deadline, or a second one', () => {
    expect(judgeTournamentAnswer(question, at(-1), { questionIndex: 2, answer: 'goal' })).toMatchObject({
      accepted: false,
      reason: 'notReleased',
    });
    expect(judgeTournamentAnswer(question, at(12_001), { questionIndex: 2, answer: 'goal' })).toMatchObject({
      accepted: false,
      reason: 'late',
    });
    expect(
      judgeTournamentAnswer({ ...question, answered: true }, at(100), { questionIndex: 2, answer: 'goal' }),
    ).toMatchObject({ accepted: false, reason: 'answered' });
  });
});
