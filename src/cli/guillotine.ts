/**
 * `parlour guillotine …`: one deal of Guillotine's rules for other tools, JSON lines in and out.
 *
 *   parlour guillotine deal <json>|-   {"game","toMove","dealOver","legalCards","canPass",…}
 *   parlour guillotine show <json>     the table and the hands drawn in text
 *   parlour guillotine selfplay …      bots playing series (see guillotine-selfplay.ts)
 *
 * A deal is `{"dealer":"N","hands":{"N":[8 cards],…},"moves":[…],"used":[…],"options":{…}}`; its
 * moves carry their seat: `{"seat":"N","type":"choose","game":"spades"}`,
 * `{"seat":"E","type":"play","card":"QS"}`, `{"seat":"S","type":"pass"}`.
 */
import type { Command } from 'commander';
import { GAMES } from '../games/guillotine';
import { dealAnswer, readDeal } from './guillotine-deal';
import { registerGuillotineSelfplay } from './guillotine-selfplay';
import { registerGuillotineShow } from './guillotine-show';
import { answerJson } from './json-lines';

// ---- registration ----------------------------------------------------------------------------

const HELP_AFTER = `
Seats: N E S W, clockwise. Cards: the rank (7 8 9 10 J Q K A) and the suit (S H C D): "QS",
"10D", "AH". The games: ${GAMES.join(' ')}.

A deal, one JSON object:
  {"dealer":"N","hands":{"N":[8 cards],"E":[…],"S":[…],"W":[…]},"moves":[…],
   "used":["spades"],"options":{"aceBonus":"any"}}
"moves" start with the dealer's call, even when "used" leaves one game:
  {"seat":"N","type":"choose","game":"parliament"}  {"seat":"E","type":"play","card":"QS"}
  {"seat":"S","type":"pass"}
"used" (the games this dealer has called before in the series) and "options" may be left out.
"aceBonus": "any" (the default: after an ace, play on until you pass) or "one" (an ace gives
one more card; another ace one more again).

The answer, after every move:
  {"game","toMove","dealOver","legalCards","canPass","bonus","spinner","out","trickWinners",
   "captured","hands","deltas"}
A refused move gets {"error":{"index","code","message"}} (its 0-based place in "moves" and the
rules' reason); a line that is not a deal gets {"error":{"message"}}.

With "-" each line of standard input is a deal and gets one JSON line, in order; the rest are
still answered after an error. Exit status: 0 when every line was answered, 1 when any was an
error.
`;

export function registerGuillotine(program: Command): Command {
  const cmd = program
    .command('guillotine')
    .description('Guillotine: play out a deal, draw a table, bots playing series')
    .addHelpText('after', HELP_AFTER);

  cmd
    .command('deal')
    .description(
      'play a deal\'s moves (in: {"dealer","hands","moves","used","options"}; out: ' +
        '{"game","toMove","legalCards","canPass",…,"deltas"}, or {"error":{"index","code","message"}})',
    )
    .argument('<deal>', 'the JSON object, or - for one a line')
    .action((deal: string) => answerJson(deal, (text) => dealAnswer(readDeal(text))));

  registerGuillotineShow(cmd);
  registerGuillotineSelfplay(cmd);
  return cmd;
}
