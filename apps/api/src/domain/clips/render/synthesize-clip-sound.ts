// A clip's sound, synthesised sample by sample from shaped noise and tones (no recorded assets): a crowd bed
// that swells toward the strike, the whistle of a free kick, then — in the post-answer sound only — the strike,
// the net, a glove, the post or a body, and the crowd's roar or groan. Mono float samples in [-1, 1] at a low
// rate (render-settings.ts): the whole track of a clip costs a few milliseconds.
//
// The pre-answer sound is made from the pre-answer cues alone, so it cannot differ between outcomes; the
// post-answer sound is the same crowd bed (computed from the clip's start, so the overlap matches sample for
// sample) with the answer's sounds added.
import type { AnswerSoundCues, PreAnswerSoundCues } from './clip-sound-cues.ts';

/** The crowd's level at the start, and how much it rises over the run-up (the last RUN_UP_S before the strike). */
const CROWD_LEVEL = 0.16;
const CROWD_SWELL = 0.22;
const RUN_UP_S = 2.5;
const WHISTLE_AT_S = 0.3;
const WHISTLE_S = 0.5;
const WHISTLE_HZ = 2_900;
/** A pea whistle's trill. */
const WHISTLE_TRILL_HZ = 27;

/** A sine by table (4096 steps a cycle): Math.sin per voice and sample was most of the synthesis' time. */
const SINE_STEPS = 4096;
const SINE = Float32Array.from({ length: SINE_STEPS }, (_, i) => Math.sin((2 * Math.PI * i) / SINE_STEPS));
/** sin(2π × cycles), for cycles ≥ 0. */
function sine(cycles: number): number {
  return SINE[((cycles * SINE_STEPS) | 0) & (SINE_STEPS - 1)]!;
}
/** The crowd's level changes slowly: computed once every this many samples. */
const LEVEL_BLOCK = 64;

export function synthesizePreAnswerSound(cues: PreAnswerSoundCues, sampleRate: number, endS: number): Float32Array {
  return crowdBed(cues, sampleRate, 0, endS);
}

export function synthesizePostAnswerSound(
  pre: PreAnswerSoundCues,
  answer: AnswerSoundCues,
  sampleRate: number,
  fromS: number,
  toS: number,
): Float32Array {
  const out = crowdBed(pre, sampleRate, fromS, toS);
  const at = (s: number) => Math.round((s - fromS) * sampleRate);
  addStrike(out, at(answer.strikeS), sampleRate, pre.seed);
  const decided = at(answer.decidedS);
  if (answer.outcome === 'goal') {
    addNet(out, decided, sampleRate, pre.seed);
    addRoar(out, decided, sampleRate, pre.seed);
    return out;
  }
  if (answer.missKind === 'saved' || answer.missKind === 'blocked') addThud(out, decided, sampleRate, pre.seed);
  if (answer.missKind === 'post') addClang(out, decided, sampleRate);
  addGroan(out, decided + Math.round(0.08 * sampleRate), sampleRate, pre.seed);
  return out;
}

/** 16-bit PCM WAV, what ffmpeg reads without probing. */
export function toWav(samples: Float32Array, sampleRate: number): Buffer {
  const data = samples.length * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(data, 40);
  const pcm = new DataView(wav.buffer, wav.byteOffset + 44, data);
  for (let i = 0; i < samples.length; i++) {
    // A soft knee instead of hard clipping where the roar peaks.
    const x = samples[i]!;
    const y = x / (1 + Math.abs(x) * 0.35);
    pcm.setInt16(2 * i, Math.round(Math.max(-1, Math.min(1, y)) * 32_000), true);
  }
  return wav;
}

/** xorshift32: white noise in [-1, 1), the same for the same seed. */
function noise(seed: number): () => number {
  let state = seed >>> 0 || 0x9e37_79b9;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2_147_483_648 - 1;
  };
}

/** The coefficient of a one-pole low-pass at `hz`. */
function pole(hz: number, sampleRate: number): number {
  return 1 - Math.exp((-2 * Math.PI * hz) / sampleRate);
}

/**
 * Murmur (noise low-passed at ~400 Hz) and chatter (a band around 1–2 kHz), slowly breathing, at a level that
 * rises over the run-up. Runs from the clip's start so any window of it is the same samples.
 */
function crowdBed(cues: PreAnswerSoundCues, sampleRate: number, fromS: number, toS: number): Float32Array {
  const first = Math.round(fromS * sampleRate);
  const count = Math.round(toS * sampleRate) - first;
  const out = new Float32Array(count);
  const random = noise(cues.seed);
  const murmurPole = pole(400, sampleRate);
  const chatterLow = pole(2_200, sampleRate);
  const chatterHigh = pole(900, sampleRate);
  let murmur = 0;
  let low = 0;
  let high = 0;
  let level = 0;
  const whistleFrom = cues.whistle ? Math.round(WHISTLE_AT_S * sampleRate) : -1;
  const whistleTo = whistleFrom + Math.round(WHISTLE_S * sampleRate);
  for (let n = 0; n < first + count; n++) {
    const white = random();
    murmur += (white - murmur) * murmurPole;
    low += (white - low) * chatterLow;
    high += (white - high) * chatterHigh;
    if (n < first) continue;
    if (n % LEVEL_BLOCK === 0 || n === first) {
      const t = n / sampleRate;
      const runUp = smoothstep((t - (cues.strikeS - RUN_UP_S)) / RUN_UP_S);
      const breath = 1 + 0.18 * Math.sin(2 * Math.PI * 0.31 * t) + 0.1 * Math.sin(2 * Math.PI * 0.73 * t + 1);
      level = (CROWD_LEVEL + CROWD_SWELL * runUp) * breath;
    }
    let sample = level * (2.2 * murmur + 1.4 * (low - high));
    if (n >= whistleFrom && n < whistleTo) {
      const w = (n - whistleFrom) / sampleRate;
      const envelope = Math.min(1, w / 0.01, (WHISTLE_S - w) / 0.04);
      const trill = 0.65 + 0.35 * sine(WHISTLE_TRILL_HZ * w);
      const tone = sine(WHISTLE_HZ * w) + 0.2 * sine(2 * WHISTLE_HZ * w);
      sample += 0.32 * envelope * trill * tone;
    }
    out[n - first] = sample;
  }
  return out;
}

/** Boot on ball: a falling low thump and a short click. */
function addStrike(out: Float32Array, start: number, sampleRate: number, seed: number): void {
  const random = noise(seed ^ 0x5f3759df);
  let phase = 0;
  forEachSample(out, start, 0.18, sampleRate, (i, t) => {
    phase += (70 + 90 * Math.exp(-t / 0.03)) / sampleRate;
    out[i]! += 0.75 * Math.exp(-t / 0.05) * sine(phase) + 0.35 * Math.exp(-t / 0.006) * random();
  });
}

/** The ball in the net: a swish of high noise. */
function addNet(out: Float32Array, start: number, sampleRate: number, seed: number): void {
  const random = noise(seed ^ 0x2545f491);
  const p = pole(3_000, sampleRate);
  let low = 0;
  forEachSample(out, start, 0.5, sampleRate, (i, t) => {
    const white = random();
    low += (white - low) * p;
    out[i]! += 0.4 * Math.min(1, t / 0.02) * Math.exp(-t / 0.14) * (white - low);
  });
}

/** A glove or a body: a dull, short thud. */
function addThud(out: Float32Array, start: number, sampleRate: number, seed: number): void {
  const random = noise(seed ^ 0x68e31da4);
  const p = pole(260, sampleRate);
  let low = 0;
  forEachSample(out, start, 0.15, sampleRate, (i, t) => {
    low += (random() - low) * p;
    out[i]! += 2.6 * Math.exp(-t / 0.035) * low;
  });
}

/** The woodwork rings: a few inharmonic partials. */
function addClang(out: Float32Array, start: number, sampleRate: number): void {
  forEachSample(out, start, 0.7, sampleRate, (i, t) => {
    out[i]! +=
      0.3 * Math.exp(-t / 0.5) * sine(523 * t) +
      0.18 * Math.exp(-t / 0.3) * sine(1_347 * t) +
      0.1 * Math.exp(-t / 0.18) * sine(2_212 * t);
  });
}

/** The crowd erupts: a loud, bright surge that rises fast and fades over seconds. */
function addRoar(out: Float32Array, start: number, sampleRate: number, seed: number): void {
  const random = noise(seed ^ 0x1b873593);
  const bodyPole = pole(700, sampleRate);
  const brightPole = pole(2_800, sampleRate);
  let body = 0;
  let bright = 0;
  forEachSample(out, start, Infinity, sampleRate, (i, t) => {
    const white = random();
    body += (white - body) * bodyPole;
    bright += (white - bright) * brightPole;
    const envelope = Math.min(1, t / 0.35) * (0.45 + 0.55 * Math.exp(-t / 2.5));
    out[i]! += envelope * (1.6 * body + 0.5 * (bright - body));
  });
}

/** The crowd's "ooh": a chorus of voices sliding down, fading. */
function addGroan(out: Float32Array, start: number, sampleRate: number, seed: number): void {
  const random = noise(seed ^ 0x85ebca6b);
  const count = 9;
  const hz = Float64Array.from({ length: count }, () => 200 + 70 * random());
  const phase = Float64Array.from({ length: count }, () => 1 + random() / 2);
  forEachSample(out, start, 2.2, sampleRate, (i, t) => {
    const envelope = Math.min(1, t / 0.18) * Math.exp(-t / 0.8);
    const slide = (1 - 0.28 * Math.min(1, t / 1.2)) / sampleRate;
    let sum = 0;
    for (let v = 0; v < count; v++) {
      const p = (phase[v]! += hz[v]! * slide);
      // A rounded pulse (a sine and its second harmonic) reads as a voice more than a pure tone.
      sum += sine(p) + 0.35 * sine(2 * p);
    }
    out[i]! += (0.08 * envelope * sum) / 1.35;
  });
}

function forEachSample(
  out: Float32Array,
  start: number,
  seconds: number,
  sampleRate: number,
  add: (index: number, t: number) => void,
): void {
  const end = Math.min(out.length, start + (Number.isFinite(seconds) ? Math.round(seconds * sampleRate) : out.length));
  // Sounds that began before the window still run their clock from their own start.
  for (let n = Math.max(0, start); n < end; n++) add(n, (n - start) / sampleRate);
}

function smoothstep(x: number): number {
  const c = Math.min(1, Math.max(0, x));
  return c * c * (3 - 2 * c);
}
