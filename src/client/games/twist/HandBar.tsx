/**
 * What is held and where, in words — the same news the outline on the board and the floating
 * piece give the eye, told to screen readers as it changes — and the buttons that turn it.
 */
import { t } from '../../i18n';
import { pieceName } from './names';
import type { Hand } from './useHand';
import { areaName } from './where';

function holdingText(hand: Hand): string {
  const held = hand.held;
  if (!held) return t('twist.holdingNothing');
  const ghost = hand.ghost;
  if (!ghost) return t('twist.holdingOff', { piece: pieceName(held) });
  const params = { piece: pieceName(held), area: areaName(ghost.placement) };
  return ghost.ok ? t('twist.holding', params) : t('twist.holdingRefused', params);
}

export function HandBar({ hand }: { hand: Hand }) {
  const held = hand.held;
  return (
    <div class="twist-hand" aria-live="polite">
      <span class="twist-held">{holdingText(hand)}</span>
      <span class="twist-turns">
        <button
          type="button"
          class="small"
          disabled={!held}
          onClick={() => hand.turn('ccw')}
          aria-label={t('twist.rotateLeft')}
          title={t('twist.rotateLeft')}
        >
          ↺
        </button>
        <button
          type="button"
          class="small"
          disabled={!held}
          onClick={() => hand.turn('cw')}
          aria-label={t('twist.rotate')}
          title={`${t('twist.rotate')} (R)`}
        >
          ↻
        </button>
        <button
          type="button"
          class="small"
          disabled={!held}
          onClick={() => hand.turn('flip')}
          aria-label={t('twist.flip')}
          title={`${t('twist.flip')} (F)`}
        >
          ⇅
        </button>
      </span>
    </div>
  );
}
