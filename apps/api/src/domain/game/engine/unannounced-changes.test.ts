import { describe, expect, it } from 'vitest';
import { checkUnannouncedChanges } from './unannounced-changes.ts';

describe('checkUnannouncedChanges', () => {
  it('notes a game behind the database and resyncs it when it is still short of that at the next check', () => {
    const first = checkUnannouncedChanges([{ gameId: 'g', stored: 8, seen: 7 }], new Map());
    expect(first).toEqual({ resync: [], noted: new Map([['g', 8]]) });
    const second = checkUnannouncedChanges([{ gameId: 'g', stored: 9, seen: 7 }], first.noted);
    expect(second).toEqual({ resync: ['g'], noted: new Map() });
  });

  it('lets a game go whose notice arrived between the checks, even when the database moved on meanwhile', () => {
    const noted = new Map([['g', 8]]);
    expect(checkUnannouncedChanges([{ gameId: 'g', stored: 8, seen: 8 }], noted)).toEqual({
      resync: [],
      noted: new Map(),
    });
    expect(checkUnannouncedChanges([{ gameId: 'g', stored: 10, seen: 9 }], noted)).toEqual({
      resync: [],
      noted: new Map([['g', 10]]),
    });
  });

  it('never closes a socket that was given nothing yet, whatever was noted of its game before it came', () => {
    // The game resynced on a gap after the last check noted it; its player's new socket is attached, its opening not
    // applied yet.
    const noted = new Map([['g', 8]]);
    expect(checkUnannouncedChanges([{ gameId: 'g', stored: 10, seen: null }], noted)).toEqual({
      resync: [],
      noted: new Map(),
    });
  });

  it('ignores a game with no row and one not behind', () => {
    expect(
      checkUnannouncedChanges(
        [
          { gameId: 'gone', stored: undefined, seen: 3 },
          { gameId: 'current', stored: 5, seen: 5 },
        ],
        new Map([['gone', 4]]),
      ),
    ).toEqual({ resync: [], noted: new Map() });
  });
});
