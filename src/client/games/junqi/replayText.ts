/** What a frame of the replay shows, in a sentence. */
import { t } from '../../i18n';
import { rankName } from './ranks';
import type { Caption } from './replay';
import { sideLabel } from './sides';

export function captionText(c: Caption): string {
  switch (c.kind) {
    case 'layouts':
      return t('junqi.replay.layouts');
    case 'opened':
      return t('junqi.replay.opened', { ply: c.ply });
    case 'final':
      return t('junqi.replay.final', { count: c.ply });
    case 'move': {
      const { move } = c;
      const name = (rank: typeof c.attacker) => (rank === null ? t('junqi.piece') : rankName(rank));
      const common = {
        ply: move.ply,
        side: sideLabel(move.side),
        from: move.from,
        to: move.to,
      };
      if (move.result === null)
        return t('junqi.replay.moved', { ...common, rank: name(c.attacker) });
      const fight = { ...common, attacker: name(c.attacker), defender: name(c.defender) };
      if (move.result === 'won') return t('junqi.replay.took', fight);
      if (move.result === 'lost') return t('junqi.replay.lost', fight);
      return t('junqi.replay.both', fight);
    }
  }
}
