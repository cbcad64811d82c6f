/**
 * How to play knight placement (/knights/how-to-play): the knight's jump, where a knight may
 * go, how the game ends and what the pages here offer. Every picture is a position of the real
 * rules (fromSquares and view), drawn with the board's own squares, marks and knights.
 */
import type { Seat } from '../../../core/game';
import { type BoardSize, fromSquares, view } from '../../../games/knights';
import type { KnightsView } from '../../../games/knights/rules';
import { t } from '../../i18n';
import { Figure, HowToPage } from '../../widgets/HowToPage';
import { KnightIcon } from './KnightIcon';
import { squareAt } from './squares';

const UNIT = 100;
const MARGIN = 34;

/** The position after these squares, in the order played; they must be legal. */
function position(size: BoardSize, squares: readonly string[]): KnightsView {
  const state = fromSquares(size, squares);
  if (!state.ok) throw new Error(`not a position: ${squares.join(' ')}`);
  return view(state.value, 'spectator');
}

type Mark = 'win' | 'lose';

/**
 * For each free square, whether placing there wins or loses against any defence: a tiny
 * exhaustive search, enough for the small board of the picture.
 */
function analyse(size: BoardSize, placed: readonly string[]): Record<string, Mark> {
  const memo = new Map<string, boolean>();
  const moverWins = (squares: readonly string[]): boolean => {
    const key = [...squares].sort().join(' ');
    const known = memo.get(key);
    if (known !== undefined) return known;
    const wins = position(size, squares).legal.some((s) => !moverWins([...squares, s]));
    memo.set(key, wins);
    return wins;
  };
  const marks: Record<string, Mark> = {};
  for (const s of position(size, placed).legal) {
    marks[s] = moverWins([...placed, s]) ? 'lose' : 'win';
  }
  return marks;
}

interface MiniBoardProps {
  view: KnightsView;
  /** Cross the attacked squares, dot the free ones, or ring the winning ones. */
  show: { attacked?: boolean; legal?: boolean; marks?: Readonly<Record<string, Mark>> };
}

/** A board that only shows: the squares, coordinates, knights and marks of the match board. */
function MiniBoard({ view: v, show }: MiniBoardProps) {
  const owner = new Map<string, Seat>(v.knights.map((k) => [k.square, k.seat]));
  const attacked = new Set(v.attacked);
  const legal = new Set(v.legal);
  const cells = [];
  for (let row = 0; row < v.ranks; row++) {
    for (let col = 0; col < v.files; col++) {
      const sq = squareAt({ col, row }, v.ranks);
      const seat = owner.get(sq);
      const mark = show.marks?.[sq];
      cells.push(
        <g
          key={sq}
          class={`sq ${(row + col) % 2 === 0 ? 'sq-light' : 'sq-dark'}`}
          transform={`translate(${col * UNIT} ${row * UNIT})`}
          data-square={sq}
        >
          <rect class="sq-bg" width={UNIT} height={UNIT} />
          {seat !== undefined && <KnightIcon class={`knight seat-${seat}`} />}
          {show.attacked && attacked.has(sq) && (
            <path class="sq-cross" d="M38 38 L62 62 M62 38 L38 62" />
          )}
          {show.legal && legal.has(sq) && <circle class="sq-dot" cx={50} cy={50} r={9} />}
          {mark === 'win' && <circle class="mark-win" cx={50} cy={50} r={24} />}
          {mark === 'lose' && <circle class="mark-lose" cx={50} cy={50} r={11} />}
        </g>,
      );
    }
  }
  return (
    <svg
      class="howto-knights-board"
      viewBox={`${-MARGIN} 0 ${v.files * UNIT + MARGIN} ${v.ranks * UNIT + MARGIN}`}
      // Squares of one size in every picture, whatever the board.
      style={{ maxWidth: `${v.files * 3.3 + 1.1}rem` }}
      aria-hidden="true"
    >
      <g class="coords">
        {Array.from({ length: v.ranks }, (_, row) => (
          <text key={`r${row}`} x={-MARGIN / 2} y={row * UNIT + UNIT / 2}>
            {v.ranks - row}
          </text>
        ))}
        {Array.from({ length: v.files }, (_, col) => (
          <text key={`f${col}`} x={col * UNIT + UNIT / 2} y={v.ranks * UNIT + MARGIN / 2 + 2}>
            {String.fromCharCode(97 + col)}
          </text>
        ))}
      </g>
      {cells}
      <rect class="board-frame" width={v.files * UNIT} height={v.ranks * UNIT} />
    </svg>
  );
}

const list = (squares: readonly string[]) => squares.join(t('knights.howTo.sep'));

const JUMP = position({ files: 5, ranks: 5 }, ['c3']);
const PLACE = position({ files: 5, ranks: 4 }, ['b2', 'd2']);
const END = position({ files: 4, ranks: 3 }, ['a3', 'b3', 'c3', 'd3']);
const HERE_SIZE = { files: 5, ranks: 4 };
const HERE = position(HERE_SIZE, ['c2']);
let hereMarks: Record<string, Mark> | null = null;

/** Its address: the route, the lobby card and the game's pages all link here. */
export const HOW_TO_PLAY = '/knights/how-to-play';

export function KnightsHowToPlay() {
  hereMarks ??= analyse(HERE_SIZE, ['c2']);
  const winning = Object.keys(hereMarks).filter((s) => hereMarks?.[s] === 'win');
  return (
    <HowToPage
      game="knights"
      title={t('knights.howTo.title')}
      lead={t('knights.howTo.lead')}
      start={{ href: '/knights', label: t('knights.howTo.start') }}
      sections={[
        {
          id: 'jump',
          title: t('knights.howTo.jump.title'),
          body: <p>{t('knights.howTo.jump.text')}</p>,
          figure: (
            <Figure
              label={t('knights.howTo.jump.figure', {
                square: 'c3',
                squares: list(JUMP.attacked),
              })}
            >
              <MiniBoard view={JUMP} show={{ attacked: true }} />
            </Figure>
          ),
        },
        {
          id: 'place',
          title: t('knights.howTo.place.title'),
          body: (
            <>
              <p>{t('knights.howTo.place.text')}</p>
              <p>{t('knights.howTo.place.both')}</p>
            </>
          ),
          figure: (
            <Figure
              label={t('knights.howTo.place.figure', {
                first: 'b2',
                second: 'd2',
                squares: list(PLACE.legal),
              })}
              caption={t('knights.howTo.place.caption')}
            >
              <MiniBoard view={PLACE} show={{ attacked: true, legal: true }} />
            </Figure>
          ),
        },
        {
          id: 'end',
          title: t('knights.howTo.end.title'),
          body: (
            <>
              <p>{t('knights.howTo.end.text')}</p>
              <p>{t('knights.howTo.end.example')}</p>
            </>
          ),
          figure: (
            <Figure
              label={t('knights.howTo.end.figure', {
                squares: list(END.knights.map((k) => k.square)),
              })}
            >
              <MiniBoard view={END} show={{ attacked: true }} />
            </Figure>
          ),
        },
        {
          id: 'here',
          title: t('knights.howTo.here.title'),
          body: (
            <>
              <p>{t('knights.howTo.here.choose')}</p>
              <p>{t('knights.howTo.here.play')}</p>
              <p>{t('knights.howTo.here.analysis')}</p>
            </>
          ),
          figure: (
            <Figure
              label={t('knights.howTo.here.figure', { squares: list(winning) })}
              caption={t('knights.howTo.here.caption')}
            >
              <MiniBoard view={HERE} show={{ attacked: true, marks: hereMarks }} />
            </Figure>
          ),
        },
      ]}
    />
  );
}
