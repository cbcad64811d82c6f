/**
 * Sound effects synthesised with the Web Audio API, so there are no asset files to load.
 * Each effect is a few short notes with a soft attack and an exponential release, which keeps
 * them gentle (no clicks). Browsers only allow audio after a user gesture; the context is made
 * on first use, which is always in answer to a click or a key or to a game event after one.
 */
import { volume } from './volume';

export type Effect =
  | 'place'
  | 'refused'
  | 'opponent'
  | 'win'
  | 'lose'
  | 'pickUp'
  | 'snap'
  | 'turn'
  | 'solved';

interface Note {
  /** Start, seconds after the effect begins. */
  at: number;
  freq: number;
  /** Frequency at the end of the note, for little pitch drops. */
  toFreq?: number;
  dur: number;
  type: OscillatorType;
  gain: number;
}

const EFFECTS: Record<Effect, Note[]> = {
  // A soft wooden "tock".
  place: [{ at: 0, freq: 620, toFreq: 420, dur: 0.09, type: 'triangle', gain: 0.7 }],
  // Two short low buzzes: clearly "no", but not harsh.
  refused: [
    { at: 0, freq: 170, dur: 0.07, type: 'square', gain: 0.18 },
    { at: 0.09, freq: 150, dur: 0.08, type: 'square', gain: 0.18 },
  ],
  // Lower and rounder than our own move, so the two are told apart without looking.
  opponent: [{ at: 0, freq: 440, toFreq: 330, dur: 0.12, type: 'sine', gain: 0.7 }],
  // A rising major arpeggio.
  win: [
    { at: 0, freq: 523.25, dur: 0.16, type: 'triangle', gain: 0.5 },
    { at: 0.12, freq: 659.25, dur: 0.16, type: 'triangle', gain: 0.5 },
    { at: 0.24, freq: 783.99, dur: 0.16, type: 'triangle', gain: 0.5 },
    { at: 0.36, freq: 1046.5, dur: 0.4, type: 'triangle', gain: 0.5 },
  ],
  // A slow falling minor third and fifth.
  lose: [
    { at: 0, freq: 392, dur: 0.25, type: 'sine', gain: 0.6 },
    { at: 0.22, freq: 311.13, dur: 0.25, type: 'sine', gain: 0.6 },
    { at: 0.44, freq: 261.63, dur: 0.5, type: 'sine', gain: 0.6 },
  ],
  // IQ Twist: lifting a piece is a light rising tick, a piece snapping into place a firm click.
  pickUp: [{ at: 0, freq: 520, toFreq: 780, dur: 0.06, type: 'sine', gain: 0.35 }],
  snap: [
    { at: 0, freq: 900, toFreq: 500, dur: 0.05, type: 'triangle', gain: 0.6 },
    { at: 0.04, freq: 300, toFreq: 220, dur: 0.07, type: 'sine', gain: 0.5 },
  ],
  turn: [{ at: 0, freq: 700, toFreq: 640, dur: 0.04, type: 'sine', gain: 0.25 }],
  // A fanfare: two quick pick-ups, then a held major chord.
  solved: [
    { at: 0, freq: 392, dur: 0.12, type: 'triangle', gain: 0.45 },
    { at: 0.12, freq: 392, dur: 0.12, type: 'triangle', gain: 0.45 },
    { at: 0.24, freq: 523.25, dur: 0.6, type: 'triangle', gain: 0.4 },
    { at: 0.24, freq: 659.25, dur: 0.6, type: 'triangle', gain: 0.3 },
    { at: 0.24, freq: 783.99, dur: 0.6, type: 'triangle', gain: 0.3 },
    { at: 0.5, freq: 1046.5, dur: 0.7, type: 'sine', gain: 0.25 },
  ],
};

let context: AudioContext | null = null;
/** When the last effect started: effects that come together (our move, then the computer's
 * answer a moment later) are spaced out so each stays audible. */
let lastStart = 0;
const MIN_GAP_S = 0.16;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor =
    window.AudioContext ??
    (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

export function play(effect: Effect): void {
  const v = volume.value;
  if (v <= 0) return;
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume();
  const t0 = Math.max(ctx.currentTime + 0.01, lastStart + MIN_GAP_S);
  lastStart = t0;
  for (const n of EFFECTS[effect]) {
    const osc = ctx.createOscillator();
    const amp = ctx.createGain();
    osc.type = n.type;
    osc.frequency.setValueAtTime(n.freq, t0 + n.at);
    if (n.toFreq) osc.frequency.exponentialRampToValueAtTime(n.toFreq, t0 + n.at + n.dur);
    // Perceived loudness is roughly logarithmic: square the slider for a natural feel.
    const peak = Math.max(0.0002, n.gain * v * v * 0.5);
    amp.gain.setValueAtTime(0.0001, t0 + n.at);
    amp.gain.exponentialRampToValueAtTime(peak, t0 + n.at + 0.008);
    amp.gain.exponentialRampToValueAtTime(0.0001, t0 + n.at + n.dur);
    osc.connect(amp).connect(ctx.destination);
    osc.start(t0 + n.at);
    osc.stop(t0 + n.at + n.dur + 0.02);
  }
}
