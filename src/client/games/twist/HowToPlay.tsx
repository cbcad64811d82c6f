/**
 * How to play IQ Twist (/twist/how-to-play): the board and the eight pieces, pegs and rings,
 * turning and flipping, and what solves a challenge. The pictures are drawn with the board's own
 * pieces and pegs; whether a piece fits over a peg is the rules' own answer (placementError),
 * and the solved board is a shipped challenge's solution.
 */
import {
  CHALLENGES,
  checkBoard,
  LEVELS,
  orientedShape,
  PIECES,
  type Piece,
  type PiecePlacement,
  type Position,
  placementError,
} from '../../../games/twist';
import { t } from '../../i18n';
import { Figure, HowToPage } from '../../widgets/HowToPage';
import { challengeNumber } from './challengeNumber';
import { levelName, pieceList } from './names';
import { PegArt, PieceArt, UNIT } from './PieceArt';

/** The board's dark base and its holes, for `cols` × `rows` cells from the top left. */
function Holes({
  cols,
  rows,
  x = 0,
  y = 0,
}: {
  cols: number;
  rows: number;
  x?: number;
  y?: number;
}) {
  const holes = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      holes.push(
        <circle
          key={`${c},${r}`}
          class="socket"
          cx={(x + c) * UNIT + UNIT / 2}
          cy={(y + r) * UNIT + UNIT / 2}
          r={30}
        />,
      );
    }
  }
  return (
    <>
      <rect
        class="board-base"
        x={x * UNIT - 6}
        y={y * UNIT - 6}
        width={cols * UNIT + 12}
        height={rows * UNIT + 12}
        rx={22}
      />
      {holes}
    </>
  );
}

/** The pieces as they lie in the box: three rows, each piece in its first orientation. */
const TRAY: readonly { piece: Piece; x: number; y: number }[] = [
  { piece: 'a', x: 0, y: 0 },
  { piece: 'b', x: 3.4, y: 0 },
  { piece: 'c', x: 6.8, y: 0.5 },
  { piece: 'd', x: 1, y: 2.4 },
  { piece: 'e', x: 4.4, y: 2.4 },
  { piece: 'f', x: 6.8, y: 2.4 },
  { piece: 'g', x: 2.2, y: 4.8 },
  { piece: 'h', x: 5.6, y: 5.8 },
];

function Pieces() {
  return (
    <svg viewBox={`-10 -10 ${10.8 * UNIT + 20} ${7.8 * UNIT + 20}`} aria-hidden="true">
      {TRAY.map((p) => (
        <PieceArt key={p.piece} piece={p.piece} orientation={0} x={p.x} y={p.y} />
      ))}
    </svg>
  );
}

interface PegExample {
  readonly position: Position;
  readonly placement: PiecePlacement;
}

/** Three tries of the yellow bar over one row of holes: only the first is allowed. */
const PEG_EXAMPLES: readonly PegExample[] = [
  {
    position: { pieces: [], pegs: [{ peg: 'l', x: 0, y: 0 }] },
    placement: { piece: 'h', x: 0, y: 0, orientation: 0 },
  },
  {
    position: { pieces: [], pegs: [{ peg: 'i', x: 0, y: 0 }] },
    placement: { piece: 'h', x: 0, y: 0, orientation: 0 },
  },
  {
    position: { pieces: [], pegs: [{ peg: 'l', x: 1, y: 0 }] },
    placement: { piece: 'h', x: 0, y: 0, orientation: 0 },
  },
];

const EXAMPLE_GAP = 0.35;

function Pegs() {
  const height = PEG_EXAMPLES.length * (1 + EXAMPLE_GAP) - EXAMPLE_GAP;
  return (
    <svg viewBox={`-10 -10 ${4.2 * UNIT + 20} ${height * UNIT + 20}`} aria-hidden="true">
      {PEG_EXAMPLES.map((ex, i) => {
        const y = i * (1 + EXAMPLE_GAP);
        const fits = placementError(ex.position, ex.placement) === null;
        const p = ex.placement;
        const cx = 3.7 * UNIT;
        const cy = y * UNIT + UNIT / 2;
        return (
          <g key={i} class={fits ? 'howto-fits' : 'howto-refused'}>
            <Holes cols={3} rows={1} y={y} />
            <PieceArt piece={p.piece} orientation={p.orientation} x={p.x} y={y + p.y} />
            {ex.position.pegs.map((peg) => (
              <PegArt key={peg.x} peg={peg.peg} x={peg.x} y={y + peg.y} />
            ))}
            <circle class="howto-verdict" cx={cx} cy={cy} r={34} />
            <path
              class="howto-verdict-mark"
              d={
                fits
                  ? `M${cx - 15} ${cy + 1} L${cx - 4} ${cy + 12} L${cx + 16} ${cy - 12}`
                  : `M${cx - 12} ${cy - 12} L${cx + 12} ${cy + 12} M${cx + 12} ${cy - 12} L${cx - 12} ${cy + 12}`
              }
            />
          </g>
        );
      })}
    </svg>
  );
}

/** The red L as it comes, turned a quarter clockwise, and flipped over. */
function Turning() {
  const turned = orientedShape('a', 1);
  const arrow = (x: number, y: number, symbol: string) => (
    <g class="howto-turn-arrow">
      <path d={`M${x} ${y} H${x + 70}`} />
      <path d={`M${x + 56} ${y - 12} L${x + 72} ${y} L${x + 56} ${y + 12}`} />
      <text x={x + 35} y={y - 26}>
        {symbol}
      </text>
    </g>
  );
  return (
    <svg viewBox={`-10 -10 ${7.2 * UNIT + 20} ${5.6 * UNIT + 20}`} aria-hidden="true">
      <PieceArt piece="a" orientation={0} x={0} y={0.5} />
      {arrow(3.15 * UNIT, 1.5 * UNIT, '↻')}
      <PieceArt piece="a" orientation={1} x={4.2 + (3 - turned.width) / 2} y={0} />
      <PieceArt piece="a" orientation={0} x={0} y={3.6} />
      {arrow(3.15 * UNIT, 4.6 * UNIT, '⇅')}
      <PieceArt piece="a" orientation={4} x={4.2} y={3.6} />
    </svg>
  );
}

const SOLVED = CHALLENGES[0]!;

function Solved() {
  const r = checkBoard(SOLVED.solution);
  const position = r.ok ? r.value : { pieces: [], pegs: [] };
  const start = checkBoard(SOLVED.start);
  const pegs = start.ok ? start.value.pegs : [];
  return (
    <svg viewBox={`-10 -10 ${8 * UNIT + 20} ${4 * UNIT + 20}`} aria-hidden="true">
      <Holes cols={8} rows={4} />
      {position.pieces.map((p) => (
        <PieceArt key={p.piece} piece={p.piece} orientation={p.orientation} x={p.x} y={p.y} />
      ))}
      {pegs.map((peg) => (
        <PegArt key={`${peg.peg}${peg.x}${peg.y}`} peg={peg.peg} x={peg.x} y={peg.y} />
      ))}
    </svg>
  );
}

/** Its address: the route, the lobby card and the game's pages all link here. */
export const HOW_TO_PLAY = '/twist/how-to-play';

export function TwistHowToPlay() {
  const challenge = t('twist.challengeName', {
    level: levelName(SOLVED.level),
    n: challengeNumber(SOLVED.id),
  });
  return (
    <HowToPage
      game="twist"
      title={t('twist.howTo.title')}
      lead={t('twist.intro')}
      start={{ href: '/twist', label: t('twist.howTo.start') }}
      sections={[
        {
          id: 'pieces',
          title: t('twist.howTo.pieces.title'),
          body: <p>{t('twist.howTo.pieces.text')}</p>,
          figure: (
            <Figure label={t('twist.howTo.pieces.figure', { pieces: pieceList(PIECES) })}>
              <Pieces />
            </Figure>
          ),
        },
        {
          id: 'pegs',
          title: t('twist.howTo.pegs.title'),
          body: (
            <>
              <p>{t('twist.howTo.pegs.text')}</p>
              <p>{t('twist.howTo.pegs.solid')}</p>
            </>
          ),
          figure: (
            <Figure label={t('twist.howTo.pegs.figure')}>
              <Pegs />
            </Figure>
          ),
        },
        {
          id: 'turn',
          title: t('twist.howTo.turn.title'),
          body: (
            <>
              <p>{t('twist.howTo.turn.text')}</p>
              <ul class="howto-small">
                <li>{t('twist.help.mouse')}</li>
                <li>{t('twist.help.touch')}</li>
                <li>{t('twist.help.keys')}</li>
              </ul>
            </>
          ),
          figure: (
            <Figure label={t('twist.howTo.turn.figure')}>
              <Turning />
            </Figure>
          ),
        },
        {
          id: 'solve',
          title: t('twist.howTo.solve.title'),
          body: (
            <>
              <p>{t('twist.howTo.solve.text')}</p>
              <p>
                {t('twist.howTo.solve.help', {
                  hint: t('twist.hint'),
                  solution: t('twist.showSolution'),
                  first: levelName(LEVELS[0]!),
                  last: levelName(LEVELS[LEVELS.length - 1]!),
                })}
              </p>
            </>
          ),
          figure: (
            <Figure label={t('twist.howTo.solve.figure', { challenge })} caption={challenge}>
              <Solved />
            </Figure>
          ),
        },
      ]}
    />
  );
}
