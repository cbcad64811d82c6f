import { Command } from 'commander';
import { registerKnights } from './knights';
import { registerServe } from './serve';
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
registerKnights(program);
registerTwist(program);

await program.parseAsync(process.argv);
