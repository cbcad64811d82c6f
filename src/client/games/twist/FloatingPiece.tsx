/**
 * The piece under the finger while it is dragged, drawn at the board's scale. It covers the
 * outline on the board beneath it, so it carries the refusal itself: ringed in red while the
 * place under it is one where the piece may not go.
 */
import { orientedShape } from '../../../games/twist';
import { PieceArt, UNIT } from './PieceArt';
import type { Drag } from './useHand';

export function FloatingPiece({
  drag,
  orientation,
  cellPx,
  refused,
}: {
  drag: Drag;
  orientation: number;
  cellPx: number;
  refused: boolean;
}) {
  const { width, height } = orientedShape(drag.piece, orientation);
  return (
    <svg
      class={`twist-floating${refused ? ' twist-floating-refused' : ''}`}
      aria-hidden="true"
      viewBox={`0 0 ${width * UNIT} ${height * UNIT}`}
      style={{
        left: `${drag.clientX - drag.grip.x * cellPx}px`,
        top: `${drag.clientY - drag.grip.y * cellPx}px`,
        width: `${width * cellPx}px`,
        height: `${height * cellPx}px`,
      }}
    >
      <PieceArt piece={drag.piece} orientation={orientation} />
    </svg>
  );
}
