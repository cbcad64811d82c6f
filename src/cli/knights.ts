import { createInterface } from 'node:readline';
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

/** A level a newcomer moving first can beat: it keeps the board open, but plans nothing. */
const NEWCOMER_LEVEL = 'casual';

export function registerKnights(program: Command): Command {
  const cmd = program.command('knights').description('the knight placement game');
  const levels = knights.bots.map((b) => b.id);
  cmd
    .command('play')
    .description('play against the computer in the terminal')
    .option('-l, --level <level>', `computer level: ${levels.join(', ')}`, NEWCOMER_LEVEL)
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

/** Names a level as the web page does: Casual, Perfect… */
const levelName = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** Lines of standard input, read ahead and queued, so piped input loses none between prompts. */
function lineReader(): { ask(prompt: string): Promise<string | null>; close(): void } {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(prompt) {
      rl.setPrompt(prompt);
      rl.prompt();
      const next = await lines.next();
      return next.done ? null : String(next.value).trim().toLowerCase();
    },
    close: () => rl.close(),
  };
}

async function playInTerminal(
  level: string,
  humanSeat: number,
  options: { files: number; ranks: number },
): Promise<void> {
  const bot = knights.bots.find((b) => b.id === level)!;
  const seed = randomSeed();
  let state = knights.setup({ seats: 2, seed, options });
  const input = lineReader();
  const color = process.stdout.isTTY === true;
  const levels = knights.bots.map((b) => b.id);
  const others = levels.filter((id) => id !== level);
  console.log(
    `Knight placement on ${options.files}x${options.ranks} against the ${levelName(level)} computer.` +
      ` Another level: --level ${others.slice(0, -1).join(', ')} or ${others.at(-1)};` +
      ' --second lets the computer move first.',
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
      const left = view.legal.length;
      const still = left === 1 ? '1 square is still legal.' : `${left} squares are still legal.`;
      console.log(`\n${drawKnights(view, color, humanSeat)}\n${still}`);
      // Until a square is taken: an empty line or a refusal asks again, without a new board.
      let prompt = `Your square (e.g. ${view.legal[0]}, or q to quit): `;
      for (;;) {
        const answer = await input.ask(prompt);
        prompt = 'Your square: ';
        if (answer === null) {
          console.log();
          return;
        }
        if (answer === '') continue;
        if (answer === 'q' || answer === 'quit') return;
        const played = play(state, humanSeat, { square: answer });
        if (played.ok) {
          state = played.value;
          break;
        }
        console.log(`Refused: ${played.error.message}`);
      }
    }
  } finally {
    input.close();
  }
}
