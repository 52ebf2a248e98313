import { describe, expect, it } from 'vitest';
import { entrantDeadlineAt, questionReleaseAt, questionsClosedBy, tournamentEndsAt } from './tournament-schedule.ts';

const startsAt = new Date('2030-01-15T12:00:00.000Z');
const pace = { startsAt, questionIntervalMs: 20_000, numberOfQuestions: 5 };
const at = (ms: number) => new Date(startsAt.getTime() + ms);

describe('a live round’s clock', () => {
  it('releases question n at start + n × interval and ends 13 s after the last release', () => {
    expect(questionReleaseAt(pace, 3)).toEqual(at(60_000));
    expect(tournamentEndsAt(pace)).toEqual(at(80_000 + 13_000));
  });

  it('counts a question closed only once its window has closed for everyone', () => {
    expect(questionsClosedBy(pace, at(12_999))).toBe(0);
    expect(questionsClosedBy(pace, at(13_000))).toBe(1);
    expect(questionsClosedBy(pace, at(33_000))).toBe(2);
    expect(questionsClosedBy(pace, at(10 * 60_000))).toBe(5);
  });

  it('starts an entrant’s 10 s at its clip’s first frame, never before the release nor after release + 3 s', () => {
    const releaseAt = at(0);
    expect(entrantDeadlineAt({ releaseAt, clipReadyAt: at(1_200) })).toEqual(at(11_200));
    expect(entrantDeadlineAt({ releaseAt, clipReadyAt: at(9_000) })).toEqual(at(13_000));
    expect(entrantDeadlineAt({ releaseAt, clipReadyAt: null })).toEqual(at(13_000));
    expect(entrantDeadlineAt({ releaseAt, clipReadyAt: at(-500) })).toEqual(at(10_000));
  });
});
