import { describe, expect, it } from 'vitest';
import { FakeAudioContext } from '../testing/fake-audio-context.ts';
import { countdownTones, playTones, verdictTones } from './ui-sounds.ts';

describe('the UI sounds', () => {
  it('tick only in the last three seconds, the last one higher', () => {
    expect(countdownTones(10)).toEqual([]);
    expect(countdownTones(4)).toEqual([]);
    expect(countdownTones(0)).toEqual([]);
    expect(countdownTones(3)[0]!.frequency).toBe(countdownTones(2)[0]!.frequency);
    expect(countdownTones(1)[0]!.frequency).toBeGreaterThan(countdownTones(2)[0]!.frequency);
  });

  it('rise for a right call and fall for a wrong one', () => {
    const right = verdictTones('right').map((tone) => tone.frequency);
    expect(right).toEqual([...right].sort((a, b) => a - b));
    const wrong = verdictTones('wrong');
    expect(wrong.every((tone) => tone.glideTo! < tone.frequency)).toBe(true);
  });

  it('play each tone as an oscillator on the context', () => {
    FakeAudioContext.reset();
    const context = new FakeAudioContext();
    playTones(context as unknown as AudioContext, verdictTones('right'));
    expect(FakeAudioContext.played.map((tone) => tone.frequency)).toEqual([523.25, 659.25, 783.99, 1046.5]);
  });
});
