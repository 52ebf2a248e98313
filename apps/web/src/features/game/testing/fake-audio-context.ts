// A stand-in for AudioContext that records the tones it is asked to play: each oscillator's wave and its
// starting pitch, in order. jsdom has no WebAudio.

export type PlayedTone = { type: string; frequency: number };

function param(onSet?: (value: number) => void) {
  return {
    setValueAtTime: (value: number) => onSet?.(value),
    linearRampToValueAtTime: () => undefined,
    exponentialRampToValueAtTime: () => undefined,
  };
}

export class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  static played: PlayedTone[] = [];

  static reset(): void {
    FakeAudioContext.instances = [];
    FakeAudioContext.played = [];
  }

  currentTime = 0;
  destination = {};
  state = 'suspended';

  constructor() {
    FakeAudioContext.instances.push(this);
  }

  resume(): Promise<void> {
    this.state = 'running';
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.state = 'closed';
    return Promise.resolve();
  }

  createGain() {
    return { gain: param(), connect: () => undefined };
  }

  createOscillator() {
    const tone: PlayedTone = { type: 'sine', frequency: 0 };
    return {
      set type(value: string) {
        tone.type = value;
      },
      frequency: param((value) => {
        tone.frequency = value;
      }),
      connect: () => undefined,
      start: () => FakeAudioContext.played.push(tone),
      stop: () => undefined,
    };
  }
}
