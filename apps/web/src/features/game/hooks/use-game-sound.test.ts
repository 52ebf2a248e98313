import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook } from '@testing-library/react';
import { FakeAudioContext } from '../testing/fake-audio-context.ts';
import { SOUND_PREFERENCE_KEY } from '../utils/sound-preference.ts';
import { countdownTones } from '../utils/ui-sounds.ts';
import { useGameSound } from './use-game-sound.ts';

beforeEach(() => {
  FakeAudioContext.reset();
  window.localStorage.clear();
  vi.stubGlobal('AudioContext', FakeAudioContext);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the game sound', () => {
  it('is muted until the first tap, which makes the audio context and turns sound on', () => {
    const { result } = renderHook(() => useGameSound());
    expect(result.current.muted).toBe(true);
    act(() => result.current.play(countdownTones(3)));
    expect(FakeAudioContext.instances).toHaveLength(0);

    act(() => void fireEvent.pointerDown(document.body));
    expect(result.current.muted).toBe(false);
    expect(FakeAudioContext.instances).toHaveLength(1);
    expect(FakeAudioContext.instances[0]!.state).toBe('running');
    act(() => result.current.play(countdownTones(3)));
    expect(FakeAudioContext.played).toEqual([{ type: 'square', frequency: 880 }]);
  });

  it('keeps the mute across visits, and a tap does not undo it', () => {
    const first = renderHook(() => useGameSound());
    act(() => void fireEvent.pointerDown(document.body));
    act(() => first.result.current.toggle());
    expect(first.result.current.muted).toBe(true);
    expect(window.localStorage.getItem(SOUND_PREFERENCE_KEY)).toBe('off');
    first.unmount();

    const again = renderHook(() => useGameSound());
    act(() => void fireEvent.pointerDown(document.body));
    expect(again.result.current.muted).toBe(true);
    act(() => again.result.current.play(countdownTones(1)));
    expect(FakeAudioContext.played).toEqual([]);
    act(() => again.result.current.toggle());
    expect(again.result.current.muted).toBe(false);
    expect(window.localStorage.getItem(SOUND_PREFERENCE_KEY)).toBe('on');
  });

  it('takes a first tap on the toggle itself as the choice to turn sound on', () => {
    const toggle = document.createElement('button');
    toggle.setAttribute('data-sound-toggle', '');
    document.body.append(toggle);
    const { result } = renderHook(() => useGameSound());
    act(() => void fireEvent.pointerDown(toggle));
    expect(result.current.muted).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.muted).toBe(false);
    expect(FakeAudioContext.instances).toHaveLength(1);
    toggle.remove();
  });
});
