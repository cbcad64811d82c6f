/** "New game" on a finished match: the same kind of game, with the same rules. */
import type { Seat } from '../../../core/game';
import type { MatchStateMessage } from '../../../core/wire';
import type { JunqiView } from '../../../games/junqi/view';
import { t } from '../../i18n';
import type { AgainOption } from '../../widgets/MatchControls';
import { type JunqiSetup, startJunqi } from './start';

export function againSetups(
  state: MatchStateMessage,
  view: JunqiView,
  mine: readonly Seat[],
): AgainOption[] {
  const base = {
    quietDraw: view.options.quietDraw,
    mineKillsBoth: view.options.mineKillsBoth,
    listed: state.table.listed,
    rated: state.table.rated ?? false,
    clock: { moveSeconds: state.table.moveSeconds, onTimeout: state.table.onTimeout },
    graceSeconds: state.table.graceSeconds,
    setupSeconds: state.table.setupSeconds ?? null,
  };
  const levels = state.seats.map((s) => (s.kind === 'bot' ? (s.level ?? 'random') : null));
  const again = (label: string, setup: JunqiSetup): AgainOption => ({
    label,
    start: () => startJunqi(setup),
  });
  if (levels.every((l) => l !== null)) {
    const setup = { ...base, opponent: 'watch', level: levels[0]!, redLevel: levels[1]! } as const;
    return [again(t('junqi.again.watch'), { ...setup, colour: 'random' })];
  }
  if (mine.length === 0) return [];
  const bot = levels.find((l) => l !== null);
  if (bot) {
    const setup = { ...base, opponent: 'computer', level: bot, redLevel: bot } as const;
    return [
      again(t('junqi.again.blue'), { ...setup, colour: 'blue' }),
      again(t('junqi.again.red'), { ...setup, colour: 'red' }),
    ];
  }
  const colour = view.you ?? 'random';
  return [
    again(t('match.again'), {
      ...base,
      opponent: 'friend',
      level: 'random',
      redLevel: 'random',
      colour,
    }),
  ];
}
