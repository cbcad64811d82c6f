import { describe, expect, it } from 'vitest';
import { runParlour } from './run-parlour';

const twist = (args: string[], input?: string) => runParlour(['twist', ...args], input);

/**
 * Every test runs `parlour` in processes of its own, about a second each on an idle machine: the
 * timeout leaves room for a machine many times slower.
 */
const SPAWNING = { timeout: 120_000 };

const SECTION_8 = 'c1A0d1B0e1C2f3C2g4A7h6D0i6B0';

describe('parlour twist', SPAWNING, () => {
  it('check --json reports well-formedness, validity and the reason', async () => {
    const r = await twist(['check', 'd9A0', '--json']);
    expect(JSON.parse(r.out)).toEqual({
      wellFormed: false,
      valid: false,
      error: 'd9A0: column 9 is off the board',
    });
  });

  it('viable --json lists the 13 placements of the spec example; hint names a solution piece', async () => {
    const viable = await twist(['viable', SECTION_8, '--json']);
    expect(JSON.parse(viable.out)).toEqual(
      'a6A0 a6A2 a6A4 a6A7 a6B0 a7A1 a7A3 a7A5 a7A7 b6A0 b6A7 b7A1 b7A5'.split(' '),
    );
    const hint = await twist(['hint', SECTION_8, '--json']);
    expect(['a7A7', 'b6A7']).toContain(JSON.parse(hint.out).placement);
  });

  it('solve - answers one JSON line per input line, in order, errors included', async () => {
    const r = await twist(
      ['solve', '-'],
      `${SECTION_8}\nxx\na7A7b6A7c1A0d1B0e1C2f3C2g4A7h6D0i6B0\n`,
    );
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toEqual(['a7A7b6A7c1A0d1B0e1C2f3C2g4A7h6D0']);
    expect(lines[1]).toMatchObject({
      input: 'xx',
      error: expect.stringContaining('multiple of 4'),
    });
    expect(lines[2]).toEqual(['a7A7b6A7c1A0d1B0e1C2f3C2g4A7h6D0']);
    expect(r.code).not.toBe(0);
  });

  it('challenges --json lists the 120 shipped challenges, 24 a level', async () => {
    const r = await twist(['challenges', '--json']);
    const list = JSON.parse(r.out) as {
      id: string;
      level: string;
      start: string;
      solution: string;
    }[];
    expect(list).toHaveLength(120);
    for (const level of ['starter', 'junior', 'expert', 'master', 'wizard']) {
      expect(list.filter((c) => c.level === level)).toHaveLength(24);
    }
  });

  it('a malformed placement string is a clear error with a non-zero exit code', async () => {
    const r = await twist(['solve', 'a1A9']);
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/a1A9/);
  });
});
