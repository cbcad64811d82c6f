/** The piece under the finger while it is dragged, drawn at the board's scale. */
import { orientedShape } from '../../../games/twist';
import { PieceArt, UNIT } from './PieceArt';
import type { Drag } from './useHand';

export function FloatingPiece({
  drag,
  orientation,
  cellPx,
}: {
  drag: Drag;
  orientation: number;
  cellPx: number;
}) {
  const { width, height } = orientedShape(drag.piece, orientation);
  return (
    <svg
      class="twist-floating"
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
