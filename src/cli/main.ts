import { Command } from 'commander';

type Register = (program: Command) => void;

/**
 * Each top-level command's module, loaded only when that command is run (or the whole list is
 * asked for): a command that plays one game need not load the others, nor the store, which on
 * a busy machine halves its start.
 */
const COMMANDS: Readonly<Record<string, () => Promise<Register>>> = {
  serve: async () => (await import('./serve')).registerServe,
  store: async () => (await import('./store')).registerStore,
  knights: async () => (await import('./knights')).registerKnights,
  twist: async () => (await import('./twist')).registerTwist,
  junqi: async () => (await import('./junqi')).registerJunqi,
  guillotine: async () => (await import('./guillotine')).registerGuillotine,
  ratings: async () => (await import('./ratings')).registerRatings,
};

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

// Anything but a command's name (help, --version, a typo) gets every command, for the list.
const named = process.argv[2];
const wanted =
  named !== undefined && Object.hasOwn(COMMANDS, named) ? [named] : Object.keys(COMMANDS);
for (const register of await Promise.all(wanted.map((name) => COMMANDS[name]!()))) {
  register(program);
}

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
