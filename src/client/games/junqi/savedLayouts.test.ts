import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/rng';
import { defaultLayout, layoutRecord, randomLayout } from '../../../games/junqi/layout';
import { layoutFor, mirrored, parseSaved } from './savedLayouts';

describe('saved layouts', () => {
  it('turns a layout half round for the other side, keeping every rule', () => {
    const rng = new Rng('mirror');
    for (let i = 0; i < 50; i++) {
      const blue = layoutRecord(randomLayout(0, rng));
      const red = layoutFor({ name: 'x', side: 'blue', pieces: blue }, 'red');
      expect(red.ok).toBe(true);
      expect(mirrored(mirrored(blue))).toEqual(blue);
    }
    expect(mirrored({ a1: 0, b1: 11 })).toEqual({ e12: 0, d12: 11 });
  });

  it('loads a layout as saved for its own side', () => {
    const red = layoutRecord(defaultLayout(1));
    const loaded = layoutFor({ name: 'x', side: 'red', pieces: red }, 'red');
    expect(loaded.ok && layoutRecord(loaded.value)).toEqual(red);
  });

  it('refuses through the rules a saved layout that breaks one', () => {
    const broken = { ...layoutRecord(defaultLayout(0)), a6: 11 as const };
    const loaded = layoutFor({ name: 'x', side: 'blue', pieces: broken }, 'blue');
    expect(!loaded.ok && loaded.error.code).toBe('junqi.placement-flag');
  });

  it('keeps only well-formed entries from storage, the last of a name', () => {
    const pieces = { a1: 0 };
    expect(
      parseSaved([
        { name: 'a', side: 'blue', pieces },
        { name: '', side: 'blue', pieces },
        { name: 'b', side: 'green', pieces },
        { name: 'c', side: 'red', pieces: { zz: 1, a7: 99, b7: 3 } },
        null,
        { name: 'a', side: 'red', pieces },
      ]),
    ).toEqual([
      { name: 'a', side: 'red', pieces },
      { name: 'c', side: 'red', pieces: { b7: 3 } },
    ]);
    expect(parseSaved({ not: 'a list' })).toEqual([]);
  });
});
