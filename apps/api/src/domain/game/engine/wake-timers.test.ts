import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWakeTimers } from './wake-timers.ts';

// The game's clock is set by hand here, apart from the timers' own time (faked): on a busy event loop the two
// drift apart, and the game's clock is the one that says when a wake-up is due.
let nowMs = 1_000_000;
const clock = { now: () => new Date(nowMs) };

describe('wake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('wake a game once, at its wake-up; a new schedule replaces the old one and null clears it', () => {
    const woken: string[] = [];
    const timers = createWakeTimers({ clock, enabled: true, onWake: (gameId) => woken.push(gameId) });
    timers.schedule('a', new Date(nowMs + 100));
    timers.schedule('b', new Date(nowMs + 100));
    timers.schedule('b', new Date(nowMs + 300));
    timers.schedule('c', new Date(nowMs + 100));
    timers.schedule('c', null);
    expect(timers.has('c')).toBe(false);
    nowMs += 100;
    vi.advanceTimersByTime(100);
    expect(woken).toEqual(['a']);
    expect(timers.has('a')).toBe(false);
    nowMs += 200;
    vi.advanceTimersByTime(200);
    expect(woken).toEqual(['a', 'b']);
    vi.advanceTimersByTime(10_000);
    expect(woken).toEqual(['a', 'b']);
  });

  it('hold a timer that fires before the clock says its wake-up is due until it is', () => {
    const woken: string[] = [];
    const timers = createWakeTimers({ clock, enabled: true, onWake: (gameId) => woken.push(gameId) });
    const wakeAt = new Date(nowMs + 100);
    timers.schedule('a', wakeAt);
    // The timer's time has come, the game's clock is 3 ms behind it.
    nowMs += 97;
    vi.advanceTimersByTime(100);
    expect(woken).toEqual([]);
    expect(timers.has('a')).toBe(true);
    nowMs += 3;
    vi.advanceTimersByTime(3);
    expect(woken).toEqual(['a']);
  });

  it('leave far wake-ups to the poller, and arm nothing when disabled or stopped', () => {
    const woken: string[] = [];
    const timers = createWakeTimers({ clock, enabled: true, onWake: (gameId) => woken.push(gameId) });
    timers.schedule('far', new Date(nowMs + 61_000));
    expect(timers.has('far')).toBe(false);
    timers.schedule('a', new Date(nowMs + 10));
    timers.stop();
    timers.schedule('b', new Date(nowMs + 10));
    const disabled = createWakeTimers({ clock, enabled: false, onWake: (gameId) => woken.push(gameId) });
    disabled.schedule('c', new Date(nowMs + 10));
    nowMs += 100;
    vi.advanceTimersByTime(100);
    expect(woken).toEqual([]);
  });
});
