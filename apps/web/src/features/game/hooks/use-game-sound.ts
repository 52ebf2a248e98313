import { useCallback, useEffect, useRef, useState } from 'react';
import { isMuted, readSoundPreference, writeSoundPreference } from '../utils/sound-preference.ts';
import type { SoundPreference } from '../utils/sound-preference.ts';
import { playTones } from '../utils/ui-sounds.ts';
import type { Tone } from '../utils/ui-sounds.ts';

// Sound for the game screen: the player's stored choice, the first tap that lets the page play sound, and one
// AudioContext made inside that tap (a context made before one starts suspended). The clip's own audio
// follows the same `muted`.

/** Marks the mute toggle: its own tap is the player's choice, not the first tap that turns sound on. */
export const SOUND_TOGGLE_ATTRIBUTE = 'data-sound-toggle';

const FIRST_TAP_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

export type GameSound = {
  muted: boolean;
  toggle: () => void;
  play: (tones: readonly Tone[]) => void;
};

type AudioContextConstructor = typeof AudioContext;

function audioContextConstructor(): AudioContextConstructor | undefined {
  const scope = window as typeof window & { webkitAudioContext?: AudioContextConstructor };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function useGameSound(): GameSound {
  const [preference, setPreference] = useState<SoundPreference | null>(() => readSoundPreference(storage()));
  const [unlocked, setUnlocked] = useState(false);
  const context = useRef<AudioContext | null>(null);
  const muted = isMuted(preference, unlocked);

  const unlock = useCallback(() => {
    setUnlocked(true);
    const Context = audioContextConstructor();
    if (!Context) return;
    try {
      context.current ??= new Context();
      void context.current.resume().catch(() => undefined);
    } catch {
      // No audio output: the game plays silent.
    }
  }, []);

  useEffect(() => {
    if (unlocked) return;
    const onFirstTap = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(`[${SOUND_TOGGLE_ATTRIBUTE}]`)) return;
      unlock();
    };
    for (const type of FIRST_TAP_EVENTS) window.addEventListener(type, onFirstTap, { capture: true });
    return () => {
      for (const type of FIRST_TAP_EVENTS) window.removeEventListener(type, onFirstTap, { capture: true });
    };
  }, [unlocked, unlock]);

  useEffect(() => () => void context.current?.close().catch(() => undefined), []);

  const toggle = useCallback(() => {
    const next: SoundPreference = muted ? 'on' : 'off';
    if (next === 'on') unlock();
    setPreference(next);
    writeSoundPreference(storage(), next);
  }, [muted, unlock]);

  const play = useCallback(
    (tones: readonly Tone[]) => {
      if (muted || tones.length === 0 || !context.current) return;
      playTones(context.current, tones);
    },
    [muted],
  );

  return { muted, toggle, play };
}
