import { describe, expect, it } from 'vitest';
import { runParlour } from './run-parlour';

const knights = (args: string[], input?: string) => runParlour(['knights', ...args], input);

/**
 * Every test runs `parlour` in processes of its own, about a second each on an idle machine: the
 * timeout leaves room for a machine many times slower.
 */
const SPAWNING = { timeout: 120_000 };

/** The line under every drawing of a 3×3 board. */
const FILES_3 = /^ {4}a b c$/gm;
const drawings = (text: string) => text.match(FILES_3)?.length ?? 0;

/** The squares of 3×3 around the centre, twice over: the refused ones are simply asked again. */
const EVERY_SQUARE = ['a1', 'a2', 'a3', 'b1', 'b3', 'c1', 'c2', 'c3'];

describe('parlour knights play', SPAWNING, () => {
  it('starts at a level a newcomer can beat, and says how to choose another', async () => {
    const r = await knights(['play', '--size', '3x3'], 'q\n');
    expect(r.out).toMatch(/^Knight placement on 3x3 against the Casual computer\./);
    expect(r.out).toContain('Another level: --level beginner, strong or perfect');
    expect(r.code).toBe(0);
  });

  it('asks again after an empty line, and answers a refusal without redrawing the board', async () => {
    const input = ['', '   ', 'z9', 'b2', ...EVERY_SQUARE, ...EVERY_SQUARE, ''].join('\n');
    const r = await knights(['play', '--size', '3x3'], input);
    expect(r.out).not.toMatch(/Refused: {2}/);
    expect(r.out).not.toMatch(/Refused: *\n/);

    const firstTurn = r.out.slice(0, r.out.indexOf('The computer places on'));
    expect(drawings(firstTurn)).toBe(1);
    // The long prompt, then a short one for each blank line and after the refusal.
    expect(firstTurn.match(/Your square \(e\.g\. a3, or q to quit\): /g)).toHaveLength(1);
    expect(firstTurn.match(/Your square: /g)).toHaveLength(3);
    expect(firstTurn).toContain('Refused: z9 is not on this board.\n');

    // One board per turn of ours (each opens with the long prompt) and one at the end; none
    // for a refusal.
    const turns = r.out.match(/Your square \(e\.g\./g)?.length ?? 0;
    expect(r.out).toMatch(/\n(You win!|The computer wins\.)\n$/);
    expect(drawings(r.out)).toBe(turns + 1);
    expect(r.code).toBe(0);
  });
});
