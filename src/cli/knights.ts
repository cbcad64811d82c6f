import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import { randomSeed } from '../core/rng';
import { knights, play } from '../games/knights';
import { registerKnightsAnalyze } from './knights-analyze';
import { drawKnights } from './knights-board';

function parseSize(text: string): { files: number; ranks: number } {
  const m = /^(\d)x(\d)$/.exec(text);
  const files = Number(m?.[1]);
  const ranks = Number(m?.[2]);
  if (!m || files < 3 || files > 8 || ranks < 3 || ranks > 8) {
    throw new Error(`"${text}" is not a board size from 3x3 to 8x8 (files x ranks)`);
  }
  return { files, ranks };
}

export function registerKnights(program: Command): Command {
  const cmd = program.command('knights').description('the knight placement game');
  const levels = knights.bots.map((b) => b.id);
  cmd
    .command('play')
    .description('play against the computer in the terminal')
    .option('-l, --level <level>', `computer level: ${levels.join(', ')}`, levels.at(-1))
    .option('-s, --second', 'let the computer move first')
    .option('--size <FxR>', 'board size, files x ranks', '8x8')
    .action(async (opts: { level: string; second?: boolean; size: string }) => {
      const bot = knights.bots.find((b) => b.id === opts.level);
      if (!bot) {
        console.error(`parlour: no level "${opts.level}"; choose one of ${levels.join(', ')}`);
        process.exit(2);
      }
      let size: { files: number; ranks: number };
      try {
        size = parseSize(opts.size);
      } catch (e) {
        console.error(`parlour: ${(e as Error).message}`);
        process.exit(2);
      }
      await playInTerminal(bot.id, opts.second ? 1 : 0, size);
    });
  registerKnightsAnalyze(cmd);
  return cmd;
}

async function playInTerminal(
  level: string,
  humanSeat: number,
  options: { files: number; ranks: number },
): Promise<void> {
  const bot = knights.bots.find((b) => b.id === level)!;
  const seed = randomSeed();
  let state = knights.setup({ seats: 2, seed, options });
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const color = process.stdout.isTTY === true;
  console.log(
    `Knight placement on ${options.files}x${options.ranks} against the ${level} computer.`,
  );
  console.log(
    'Place a knight on a square nobody attacks; who cannot place loses. N = you, n = computer.',
  );
  try {
    for (;;) {
      const view = knights.view(state, humanSeat);
      const result = knights.outcome(state);
      if (result) {
        console.log(`\n${drawKnights(view, color, humanSeat)}\n`);
        console.log(result.winners.includes(humanSeat) ? 'You win!' : 'The computer wins.');
        return;
      }
      const seat = knights.toMove(state)[0]!;
      if (seat !== humanSeat) {
        const move = bot.choose(knights.view(state, seat), {
          seat,
          seed: `${seed}:${state.placed.length}`,
        });
        const played = play(state, seat, move);
        if (!played.ok)
          throw new Error(`the computer chose an illegal move: ${played.error.message}`);
        state = played.value;
        console.log(`\nThe computer places on ${move.square}.`);
        continue;
      }
      console.log(
        `\n${drawKnights(view, color, humanSeat)}\n${view.legal.length} squares are still legal.`,
      );
      const answer = (await rl.question('Your square (e.g. c7, or q to quit): '))
        .trim()
        .toLowerCase();
      if (answer === 'q' || answer === 'quit') return;
      const played = play(state, humanSeat, { square: answer });
      if (!played.ok) console.log(`Refused: ${played.error.message}`);
      else state = played.value;
    }
  } finally {
    rl.close();
  }
}
