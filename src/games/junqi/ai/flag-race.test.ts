import { describe, expect, it } from 'vitest';
import { parseSquare } from '../board';
import { BOMB, ENGINEER, FLAG, LANDMINE, MARSHAL } from '../pieces';
import { flagRace, UNMET } from './flag-race';
import { placed } from './placed.fixture';

const GENERAL = 2;
const CAPTAIN = 7;
const LIEUTENANT = 8;

const B1 = parseSquare('b1')!;
/** Blue's flag on b1, shut in by landmines on its three doors. */
const fortress: Record<string, [number, number]> = {
  b1: [0, FLAG],
  a1: [0, LANDMINE],
  c1: [0, LANDMINE],
  b2: [0, LANDMINE],
};

describe('the race to a flag', () => {
  it('sees an engineer at a landmine with no defender near as a flag about to fall', () => {
    const alone = placed({ ...fortress, a2: [1, ENGINEER], e6: [0, LIEUTENANT] });
    const race = flagRace(alone, 1, B1, false);
    expect(race.distance).toBe(1);
    // Blue moves first and has two moves before the flag falls; nothing of blue's gets there.
    expect(race.exposure).toBe(UNMET[2]);
    // A captain two moves away meets it in time.
    const guarded = placed({ ...fortress, a2: [1, ENGINEER], a3: [0, CAPTAIN] });
    expect(flagRace(guarded, 1, B1, false).exposure).toBe(0);
  });

  it('counts the tempo: the same raider is graver with the attacker to move', () => {
    const p = placed({ ...fortress, a2: [1, ENGINEER], e6: [0, LIEUTENANT] });
    expect(flagRace(p, 1, B1, true).exposure).toBe(UNMET[1]);
  });

  it('sees a strong piece behind a landmine that an engineer can clear for it', () => {
    const marshal = {
      ...fortress,
      a2: [1, MARSHAL] as [number, number],
      e6: [0, CAPTAIN] as [number, number],
    };
    // No engineer: the marshal alone never gets past the landmines.
    expect(flagRace(placed(marshal), 1, B1, false).distance).toBe(30);
    // An engineer one run from b2 clears it (the captain meets the engineer in time), and the
    // marshal takes the square the move after: three moves for blue, and nothing that stops it.
    const combo = placed({ ...marshal, e2: [1, ENGINEER] });
    const race = flagRace(combo, 1, B1, false);
    expect(race.distance).toBe(1);
    expect(race.exposure).toBe(UNMET[3]);
    // Only a bomb (or a marshal) stops a marshal: one beside the door meets the attack.
    const bomb = placed({ ...marshal, e2: [1, ENGINEER], c2: [0, BOMB] });
    expect(flagRace(bomb, 1, B1, false).exposure).toBe(0);
  });

  it('leaves the defence one move less behind an engineer that clears a landmine', () => {
    // The engineer on e2 clears b2 in one run; blue must then take it (the captain on the camp
    // b3 does), and the marshal on a2 takes the captain: whatever stops the marshal has to be
    // at b2 right after, with one of blue's three moves spent on the engineer.
    const combo = {
      ...fortress,
      a2: [1, MARSHAL] as [number, number],
      e2: [1, ENGINEER] as [number, number],
      b3: [0, CAPTAIN] as [number, number],
    };
    // A bomb two moves from b2 is in time.
    expect(flagRace(placed({ ...combo, d3: [0, BOMB] }), 1, B1, false).exposure).toBe(0);
    // Three moves away it would be, were no move forced; it is not.
    expect(flagRace(placed({ ...combo, d4: [0, BOMB] }), 1, B1, false).exposure).toBe(UNMET[3]);
  });

  it('checks a run along the railroad on the real board: a piece in the way costs a move', () => {
    const open = { b1: [0, FLAG], a1: [0, LANDMINE], c1: [0, LANDMINE] } as Record<
      string,
      [number, number]
    >;
    expect(flagRace(placed({ ...open, e2: [1, GENERAL] }), 1, B1, true).distance).toBe(1);
    const blocked = placed({ ...open, e2: [1, GENERAL], d2: [1, CAPTAIN] });
    // The captain itself is one run from b2; the general needs two moves now.
    expect(flagRace(blocked, 1, B1, true).distance).toBe(1);
    const own = placed({ ...open, e2: [1, GENERAL], d2: [0, LANDMINE] });
    expect(flagRace(own, 1, B1, true).distance).toBe(2);
  });

  it('leaves a piece to follow an engineer that has cleared a door: the bomb that takes one cannot meet the other', () => {
    // Red's engineer has cleared b2 and stands in it, a brigadier behind it on the camp b3. The
    // bomb on a2 must take the engineer (it would take the flag next) and goes with it; the
    // brigadier then walks into b2 with nothing left to meet it.
    const BRIGADIER = 4;
    const MAJOR_GENERAL = 3;
    const cleared = {
      b1: [0, FLAG],
      a1: [0, LANDMINE],
      c1: [0, LANDMINE],
      b2: [1, ENGINEER],
      b3: [1, BRIGADIER],
      a2: [0, BOMB],
    } as Record<string, [number, number]>;
    expect(flagRace(placed(cleared), 1, B1, false).exposure).toBe(UNMET[2]);
    // A major general beside the door takes the engineer and holds the door against the brigadier.
    const held = placed({ ...cleared, c2: [0, MAJOR_GENERAL] });
    expect(flagRace(held, 1, B1, false).exposure).toBe(0);
    // A captain there takes the engineer but not the brigadier: the bomb then meets the brigadier.
    const second = placed({ ...cleared, c2: [0, CAPTAIN] });
    expect(flagRace(second, 1, B1, false).exposure).toBe(0);
    // A captain alone takes the engineer and is taken: the brigadier is on the door, unmet.
    const { a2: _bomb, ...noBomb } = cleared;
    expect(flagRace(placed({ ...noBomb, c2: [0, CAPTAIN] }), 1, B1, false).exposure).toBe(UNMET[2]);
  });
});
