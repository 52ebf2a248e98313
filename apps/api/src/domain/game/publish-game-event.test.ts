import { describe, expect, it } from 'vitest';
import { othersListen } from './publish-game-event.ts';

const state = (...openConnections: string[]) => ({ openConnections });

describe('othersListen', () => {
  it('is false when every socket of the game is on the process applying the event', () => {
    expect(othersListen('p1', state('p1:a'), state('p1:a', 'p1:b'))).toBe(false);
    expect(othersListen('p1', state(), state())).toBe(false);
  });

  it('is true when another process holds a socket before or after the event (one closing there too)', () => {
    expect(othersListen('p1', state('p1:a'), state('p1:a', 'p2:b'))).toBe(true);
    expect(othersListen('p1', state('p2:b'), state())).toBe(true);
  });

  it('does not take a process whose id merely begins like this one for this one', () => {
    expect(othersListen('p1', state('p10:a'))).toBe(true);
  });
});
