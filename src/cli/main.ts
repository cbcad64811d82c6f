import { Command } from 'commander';
import { registerGuillotine } from './guillotine';
import { registerJunqi } from './junqi';
import { registerKnights } from './knights';
import { registerRatings } from './ratings';
import { registerServe } from './serve';
import { registerStore } from './store';
import { registerTwist } from './twist';

// Output piped into `head` and the like may close early: that is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const program = new Command();
program
  .name('parlour')
  .description('Parlour: IQ Twist, knight placement, Junqi and Guillotine — in a browser and here.')
  .version('0.1.0');

registerServe(program);
registerStore(program);
registerKnights(program);
registerTwist(program);
registerJunqi(program);
registerGuillotine(program);
registerRatings(program);

/** Every runnable command, nested ones included, for the top-level help. */
function leafCommands(cmd: Command, prefix: string): string[] {
  return cmd.commands.flatMap((c) => {
    const name = `${prefix} ${c.name()}`;
    if (c.commands.length > 0) return leafCommands(c, name);
    const args = c.registeredArguments.map((a) => (a.required ? `<${a.name()}>` : `[${a.name()}]`));
    const usage = [name, ...args].join(' ');
    return [`  ${usage.padEnd(36)} ${c.description().split(' (')[0]}`];
  });
}

program.addHelpText(
  'after',
  () => `\nAll commands:\n${leafCommands(program, 'parlour').join('\n')}\n`,
);

await program.parseAsync(process.argv);
