/**
 * The tray: the pieces not yet on the board, each a button ("blue bar") showing the piece as it
 * is turned now. Press and drag one onto the board, or click (Enter) to hold it. Its slots are
 * sized by the stylesheet to the room there is (twist.css), the pieces drawn to fit them.
 */
import { orientedShape, type Piece } from '../../../games/twist';
import { t } from '../../i18n';
import { pieceName } from './names';
import { PieceArt, UNIT } from './PieceArt';
import type { Hand } from './useHand';

export function Tray({ pieces, hand }: { pieces: readonly Piece[]; hand: Hand }) {
  return (
    <ul class="twist-tray" aria-label={t('twist.tray')}>
      {pieces.map((piece) => {
        const o = hand.orientation(piece);
        const { width, height } = orientedShape(piece, o);
        const dragging = hand.drag?.moved && hand.drag.piece === piece;
        return (
          <li key={piece}>
            <button
              type="button"
              class={`tray-piece${dragging ? ' tray-piece-dragging' : ''}`}
              aria-label={pieceName(piece)}
              title={pieceName(piece)}
              aria-pressed={hand.selected === piece}
              data-tray-piece={piece}
              data-orientation={o}
              onPointerDown={(e) => {
                const svg = e.currentTarget.querySelector('svg');
                const r = svg?.getBoundingClientRect();
                const cell = r && r.width > 0 ? r.width / width : 1;
                const clamp = (v: number, max: number) => Math.max(0.01, Math.min(max - 0.01, v));
                const grip = r
                  ? {
                      x: clamp((e.clientX - r.left) / cell, width),
                      y: clamp((e.clientY - r.top) / cell, height),
                    }
                  : { x: 0.5, y: 0.5 };
                hand.startDrag(piece, grip, e);
              }}
              onClick={() => {
                if (!hand.clickAllowed()) return;
                hand.select(hand.selected === piece ? null : piece);
              }}
            >
              <svg
                viewBox={`0 0 ${width * UNIT} ${height * UNIT}`}
                style={{
                  width: `calc(var(--tray-cell) * ${width})`,
                  height: `calc(var(--tray-cell) * ${height})`,
                }}
                aria-hidden="true"
              >
                <PieceArt piece={piece} orientation={o} />
              </svg>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
