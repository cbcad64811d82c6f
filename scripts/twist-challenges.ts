/**
 * Makes the 120 shipped IQ Twist challenges (src/games/twist/challenges.json): 24 per level,
 * deterministic from the seed, easiest first within a level.
 *   node bin/run-ts.js scripts/twist-challenges.ts [--seed parlour-1]
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateChallenges, LEVELS } from '../src/games/twist/generator';

const PER_LEVEL = 24;
const seedFlag = process.argv.indexOf('--seed');
const seed = seedFlag >= 0 ? (process.argv[seedFlag + 1] ?? 'parlour-1') : 'parlour-1';

const challenges = LEVELS.flatMap((level) =>
  generateChallenges(level, seed, PER_LEVEL)
    .sort((a, b) => a.grade.score - b.grade.score || (a.start < b.start ? -1 : 1))
    .map((c, i) => ({
      id: `${level}-${String(i + 1).padStart(2, '0')}`,
      level,
      start: c.start,
      solution: c.solution,
    })),
);
if (challenges.length !== PER_LEVEL * LEVELS.length) {
  throw new Error(`only ${challenges.length} challenges were generated`);
}
const starts = new Set(challenges.map((c) => c.start));
if (starts.size !== challenges.length) throw new Error('two challenges share a start');

const target = fileURLToPath(new URL('../src/games/twist/challenges.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(challenges, null, 2)}\n`);
console.log(`wrote ${challenges.length} challenges to ${target}`);
