import { describe, expect, it } from 'vitest';
import type { MatchStateMessage, MatchStepsMessage, SeatInfo } from '../../core/wire';
import { type Known, nothingKnown, receive } from './known';

const state = (version: number, extra: Partial<MatchStateMessage> = {}): MatchStateMessage =>
  ({
    matchId: 'match-1',
    game: 'tally',
    version,
    seat: 0,
    seats: [],
    view: { at: version },
    toMove: [0],
    outcome: null,
    drawOffer: [],
    ...extra,
  }) as MatchStateMessage;

const steps = (from: number, vs: number[], extra: Partial<MatchStepsMessage> = {}) =>
  ({
    matchId: 'match-1',
    from,
    version: vs.at(-1) ?? from,
    steps: vs.map((v) => ({ v, events: [`e${v}`] })),
    view: { at: vs.at(-1) },
    ...extra,
  }) as MatchStepsMessage;

const known = (k: Known, msg: MatchStateMessage | MatchStepsMessage) =>
  'from' in msg ? receive(k, { kind: 'steps', msg }) : receive(k, { kind: 'state', msg });

describe('what a client knows of a match', () => {
  it('starts from a whole state and its recent events, then continues with steps', () => {
    const first = known(nothingKnown, state(3, { recent: ['e2', 'e3'] }));
    expect(first.known.events).toEqual(['e2', 'e3']);
    const next = known(first.known, steps(3, [4, 5]));
    expect(next.gap).toBeNull();
    expect(next.known.state).toMatchObject({ version: 5, view: { at: 5 } });
    expect(next.known.events).toEqual(['e2', 'e3', 'e4', 'e5']);
    expect(next.live?.steps.map((s) => s.v)).toEqual([4, 5]);
    expect(next.live?.prev.version).toBe(3);
  });

  it('calls steps that do not continue its version a gap, and keeps what it had', () => {
    const at3 = known(nothingKnown, state(3)).known;
    const late = known(at3, steps(4, [5]));
    expect(late.gap).toMatch(/from 4/);
    expect(late.known).toBe(at3);
    expect(known(at3, steps(3, [5])).gap).toMatch(/gap/);
  });

  it('never goes back to an older state of the same seat, and ignores old or foreign steps', () => {
    const at5 = known(nothingKnown, state(5)).known;
    expect(known(at5, state(4)).known).toBe(at5);
    expect(known(at5, state(4, { seat: 1 })).known.state?.seat).toBe(1);
    expect(known(at5, steps(4, [5])).known).toBe(at5);
    expect(known(at5, steps(5, [6], { matchId: 'other-match' })).known).toBe(at5);
  });

  it('takes who sits where only at the version it has', () => {
    const at2 = known(nothingKnown, state(2)).known;
    const seats: SeatInfo[] = [
      { kind: 'human', taken: true, connected: false, away: false, resigned: false },
    ];
    const msg = { matchId: 'match-1', version: 2, seats, rematch: null } as const;
    expect(receive(at2, { kind: 'seats', msg }).known.state?.seats).toEqual(seats);
    expect(receive(at2, { kind: 'seats', msg: { ...msg, version: 1 } }).known).toBe(at2);
  });
});
