/**
 * Regenerates the knight placement opening book, src/games/knights/ai/book.json.
 *
 *   node bin/run-ts.js scripts/knights-book.ts
 *
 * The book covers the positions where an exact solve is too slow for a move (knights-theory.md
 * §5, §8.2): the first move on every board with an even side (the first player is lost there, so
 * the book picks the opening with the smallest share of winning replies), and on 8×8 the position
 * after the opening c7 (square 10, the theory's best opening; each symmetric copy is found through
 * canonical lookup) and after each of its 57 replies: all winning answers to a mistaken reply,
 * the trap answers (fewest winning second replies, as a share) to a correct one.
 * Runtime: about 10 minutes on one core (the 8×8 solve after c7 is most of it), 1.5 GB of memory.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BookEntry, BookFile } from '../src/games/knights/ai/book';
import { ComponentCache } from '../src/games/knights/ai/cache';
import { GrundySolver } from '../src/games/knights/ai/solver';
import {
  type BoardSize,
  boardMask,
  popcount,
  squareName,
  squaresOf,
} from '../src/games/knights/board';
import { placeOn } from '../src/games/knights/rules';

const solver = new GrundySolver(new ComponentCache(27));
const started = Date.now();
const log = (msg: string) =>
  process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${msg}\n`);

const g = (lo: number, hi: number): number => solver.solve(lo, hi) as number;

/** Squares among the legal ones that leave a position of value 0 (winning moves). */
function winningMoves(lo: number, hi: number): number[] {
  return squaresOf(lo, hi).filter((s) => g(...placeOn(lo, hi, s)) === 0);
}

/** For each move: the share of the opponent's replies that win; the moves where it is least. */
function trapMoves(lo: number, hi: number): { moves: number[]; winning: number; legal: number } {
  let best: number[] = [];
  let bestW = 0;
  let bestL = 1;
  for (const s of squaresOf(lo, hi)) {
    const [cLo, cHi] = placeOn(lo, hi, s);
    const legal = popcount(cLo, cHi);
    const w = legal === 0 ? 0 : winningMoves(cLo, cHi).length;
    // Compare w/legal with bestW/bestL exactly, by cross-multiplying.
    const cmp = w * bestL - bestW * legal;
    if (best.length === 0 || cmp < 0) {
      best = [s];
      bestW = w;
      bestL = legal;
    } else if (cmp === 0) best.push(s);
  }
  return { moves: best, winning: bestW, legal: bestL };
}

function notation(size: BoardSize, squares: number[]): string {
  return `${size.files}x${size.ranks}:${squares.map((s) => squareName(s, size)).join(',')}`;
}

const names = (size: BoardSize, squares: number[]) =>
  [...squares].sort((a, b) => a - b).map((s) => squareName(s, size));

const entries: BookEntry[] = [];

// First moves on every board with an even side, smallest boards first.
for (let files = 3; files <= 8; files++) {
  for (let ranks = 3; ranks <= 8; ranks++) {
    if (files % 2 === 1 && ranks % 2 === 1) continue;
    // 8×8 is far too big to rank every opening here (knights-theory.md §5 did it in C): see below.
    if (files === 8 && ranks === 8) continue;
    const size = { files, ranks };
    const [lo, hi] = boardMask(size);
    const trap = trapMoves(lo, hi);
    entries.push({
      position: notation(size, []),
      verdict: 'loss',
      winningMoves: [],
      play: names(size, trap.moves),
      replies: `${trap.winning}/${trap.legal}`,
    });
    log(`${files}x${ranks}: opening ${names(size, trap.moves)} (${trap.winning}/${trap.legal})`);
  }
}

// 8×8 after c7 (square 10) and after each reply.
const size8 = { files: 8, ranks: 8 };
const [eLo, eHi] = boardMask(size8);
const [oLo, oHi] = placeOn(eLo, eHi, 10);
log(`8x8 after c7: G = ${g(oLo, oHi)} (nodes ${solver.nodes}, cache ${solver.cache.filled})`);
const replies = squaresOf(oLo, oHi);
const correct = winningMoves(oLo, oHi);
entries.push({
  position: notation(size8, [10]),
  verdict: 'win',
  winningMoves: names(size8, correct),
  play: names(size8, correct),
  replies: `${correct.length}/${replies.length}`,
});
log(`winning replies to c7: ${correct.join(',')}`);
// The opening itself: c7 and its 7 symmetric copies (theory §5: 13 of 57 replies win, the
// smallest share of any first move).
entries.unshift({
  position: notation(size8, []),
  verdict: 'loss',
  winningMoves: [],
  play: names(size8, [10, 13, 17, 22, 41, 46, 50, 53]),
  replies: `${correct.length}/${replies.length}`,
});
for (const r of replies) {
  const [lo, hi] = placeOn(oLo, oHi, r);
  const position = notation(size8, [10, r]);
  if (g(lo, hi) !== 0) {
    const wins = winningMoves(lo, hi);
    entries.push({
      position,
      verdict: 'win',
      winningMoves: names(size8, wins),
      play: names(size8, wins),
    });
    log(`${position}: win with ${wins.length}`);
  } else {
    const trap = trapMoves(lo, hi);
    entries.push({
      position,
      verdict: 'loss',
      winningMoves: [],
      play: names(size8, trap.moves),
      replies: `${trap.winning}/${trap.legal}`,
    });
    log(`${position}: loss, trap ${trap.moves} leaves ${trap.winning}/${trap.legal}`);
  }
}

const book: BookFile = {
  about:
    'Generated by scripts/knights-book.ts. play = the moves the Perfect level picks from; ' +
    'replies = winning replies / legal replies after the chosen move (or, for a won position, ' +
    'the number of winning moves / legal moves).',
  entries,
};
const path = resolve('src/games/knights/ai/book.json');
writeFileSync(
  path,
  `{\n  "about": ${JSON.stringify(book.about)},\n  "entries": [\n${entries
    .map((e) => `    ${JSON.stringify(e)}`)
    .join(',\n')}\n  ]\n}\n`,
);
log(`wrote ${entries.length} entries to ${path} (nodes ${solver.nodes})`);
