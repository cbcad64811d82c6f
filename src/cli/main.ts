import { Command } from 'commander';
import { registerKnights } from './knights';
import { registerServe } from './serve';

const program = new Command();
program
  .name('parlour')
  .description('Parlour: IQ Twist, knight placement, Junqi and Guillotine — in a browser and here.')
  .version('0.1.0');

registerServe(program);
registerKnights(program);

await program.parseAsync(process.argv);
