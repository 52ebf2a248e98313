import type { VerdictTone } from './verdict.ts';

// The game's UI sounds, synthesised with WebAudio (no audio files to fetch or cache): a tick for each of the
// countdown's last three seconds and a cue for the verdict. Each sound is a list of tones, so what plays is
// plain data a test can read; playTones turns a list into oscillators on an audio context.

export type Tone = {
  /** Hz at the start. */
  frequency: number;
  /** Hz at the end, when the pitch glides. */
  glideTo?: number;
  /** Seconds after the sound starts. */
  startS: number;
  durationS: number;
  type: OscillatorType;
  /** Peak gain, 0–1: the UI sounds sit well below the clip's own audio. */
  gain: number;
};

/** The countdown ticks at these seconds left; the last is higher, so the final second is heard as such. */
export const COUNTDOWN_TICK_SECONDS = [3, 2, 1] as const;

export function countdownTones(secondsLeft: number): Tone[] {
  if (!(COUNTDOWN_TICK_SECONDS as readonly number[]).includes(secondsLeft)) return [];
  const last = secondsLeft === 1;
  return [{ frequency: last ? 1320 : 880, startS: 0, durationS: last ? 0.16 : 0.09, type: 'square', gain: 0.08 }];
}

/** A right call rises (a major arpeggio, C–E–G–C); a wrong one falls (a low, buzzing slide). */
export function verdictTones(tone: VerdictTone): Tone[] {
  if (tone === 'right') {
    return [523.25, 659.25, 783.99, 1046.5].map((frequency, index) => ({
      frequency,
      startS: index * 0.08,
      durationS: index === 3 ? 0.35 : 0.12,
      type: 'triangle' as const,
      gain: 0.22,
    }));
  }
  return [
    { frequency: 311.13, glideTo: 233.08, startS: 0, durationS: 0.22, type: 'sawtooth', gain: 0.12 },
    { frequency: 233.08, glideTo: 146.83, startS: 0.2, durationS: 0.42, type: 'sawtooth', gain: 0.12 },
  ];
}

/** What playTones needs of an AudioContext (a test passes a recording fake). */
export type ToneContext = Pick<BaseAudioContext, 'currentTime' | 'destination' | 'createOscillator' | 'createGain'>;

/** Attack and release, so a tone starts and stops without a click. */
const EDGE_S = 0.01;

export function playTones(context: ToneContext, tones: readonly Tone[]): void {
  const now = context.currentTime;
  for (const tone of tones) {
    const start = now + tone.startS;
    const end = start + tone.durationS;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = tone.type;
    oscillator.frequency.setValueAtTime(tone.frequency, start);
    if (tone.glideTo !== undefined) oscillator.frequency.exponentialRampToValueAtTime(tone.glideTo, end);
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(tone.gain, start + EDGE_S);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(start);
    oscillator.stop(end + EDGE_S);
  }
}
