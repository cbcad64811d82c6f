/**
 * How to play Junqi (/junqi/how-to-play): the board (roads, railroads, camps, headquarters), the
 * pieces and the setup rules, moving, the engineer, combat, what one sees of the enemy and how
 * the game ends. The pictures are parts of the match board, drawn with its own lines, stations
 * and tiles; where pieces may go is the rules' own answer (destinations), who survives an attack
 * too (combat), and the layout shown is the one every side starts from.
 */
import type { ComponentChildren } from 'preact';
import {
  isHeadquarters,
  parseSquare,
  rowFromFront,
  SQUARES,
  type Square,
  squareName,
} from '../../../games/junqi/board';
import { type CombatResult, combat } from '../../../games/junqi/combat';
import { defaultLayout } from '../../../games/junqi/layout';
import { type Board, destinations } from '../../../games/junqi/moves';
import {
  BOMB,
  COUNTS,
  ENGINEER,
  FLAG,
  LANDMINE,
  MARSHAL,
  type Piece,
  type Rank,
  SIDE_NAMES,
} from '../../../games/junqi/pieces';
import { t } from '../../i18n';
import { Figure, HowToPage } from '../../widgets/HowToPage';
import { Station } from './Board';
import { BoardLines } from './BoardLines';
import { centre, HEIGHT, TILE_H, TILE_W, WIDTH, yOfRow } from './geometry';
import { rankName } from './ranks';
import { Tile } from './Tile';

/** A piece of a picture: square name, side (0 blue, 1 red), rank. */
type Placed = readonly [string, 0 | 1, Rank];

function boardOf(pieces: readonly Placed[]): Board {
  const board: (Piece | null)[] = Array.from({ length: SQUARES }, () => null);
  for (const [name, side, rank] of pieces) {
    const s = parseSquare(name)!;
    board[s] = { side, rank, origin: s, moved: false };
  }
  return board;
}

interface PictureProps {
  /** The display rows shown, top and bottom (0–11, blue's half at the bottom). */
  rows: readonly [number, number];
  board?: Board;
  /** The squares whose pieces show no rank (red's, as blue sees them). */
  hidden?: (s: Square) => boolean;
  /** The piece whose moves are shown, and where it may go. */
  selected?: Square | null;
  targets?: readonly Square[];
  /** Drawn over the stations, under the pieces. */
  under?: ComponentChildren;
  /** Drawn over everything. */
  over?: ComponentChildren;
}

/** A part of the board as blue sees it: lines, stations, tiles and the marks of a selection. */
function Picture({
  rows,
  board,
  hidden,
  selected = null,
  targets = [],
  under,
  over,
}: PictureProps) {
  const top = Math.max(0, yOfRow(rows[0]) - 40);
  const bottom = rows[1] === 11 ? HEIGHT : yOfRow(rows[1]) + 40;
  const can = new Set(targets);
  const squares = [];
  for (let s = 0; s < SQUARES; s++) {
    const { x, y } = centre(s, 0);
    if (y < top || y > bottom) continue;
    const piece = board?.[s] ?? null;
    const target = can.has(s);
    const classes = [
      'jq-sq',
      selected === s ? 'jq-sq-selected' : '',
      target ? (piece ? 'jq-sq-attack' : 'jq-sq-target') : '',
    ];
    squares.push(
      <g key={s} class={classes.filter(Boolean).join(' ')} transform={`translate(${x} ${y})`}>
        <Station s={s} />
        {piece && (
          <Tile
            side={SIDE_NAMES[piece.side]}
            rank={hidden?.(s) ? null : piece.rank}
            mine={piece.side === 0}
          />
        )}
        {target && !piece && <circle class="jq-dot" r={10} />}
        <rect
          class="jq-ring"
          x={-TILE_W / 2 - 4}
          y={-TILE_H / 2 - 4}
          width={TILE_W + 8}
          height={TILE_H + 8}
          rx={10}
        />
      </g>,
    );
  }
  return (
    <svg class="jq-board" viewBox={`0 ${top} ${WIDTH} ${bottom - top}`} aria-hidden="true">
      <BoardLines bottom={0} />
      {under}
      {squares}
      {over}
    </svg>
  );
}

/** A ring round a headquarters. */
function HqRing({ s }: { s: Square }) {
  const { x, y } = centre(s, 0);
  return (
    <rect
      class="jq-howto-band jq-howto-flag"
      x={x - TILE_W / 2 - 14}
      y={y - TILE_H / 2 - 15}
      width={TILE_W + 28}
      height={TILE_H + 30}
      rx={20}
    />
  );
}

/** A band round whole rows of blue's half, counted from its front (1) to its back (6). */
function RowBand({ from, to, kind }: { from: number; to: number; kind: string }) {
  const y1 = yOfRow(5 + from) - 30;
  const y2 = yOfRow(5 + to) + 30;
  return (
    <rect
      class={`jq-howto-band jq-howto-${kind}`}
      x={46}
      y={y1}
      width={WIDTH - 96}
      height={y2 - y1}
      rx={10}
    />
  );
}

// ---------------------------------------------------------------- the pictures

const BLUE_LAYOUT: Board = (() => {
  const board: (Piece | null)[] = Array.from({ length: SQUARES }, () => null);
  for (const [s, rank] of defaultLayout(0)) board[s] = { side: 0, rank, origin: s, moved: false };
  return board;
})();

const RED_LAYOUT: Board = (() => {
  const board: (Piece | null)[] = Array.from({ length: SQUARES }, () => null);
  for (const [s, rank] of defaultLayout(1)) board[s] = { side: 1, rank, origin: s, moved: false };
  return board;
})();

const sq = (name: string): Square => parseSquare(name)!;

/** A captain on the railroad of column a, a red piece at the front ahead of it. */
const RUN = boardOf([
  ['a4', 0, 7],
  ['a7', 1, 6],
  ['c7', 1, 8],
  ['e7', 1, 5],
]);
const RUN_FROM = sq('a4');

/** An engineer on the railroad, red's front row filled: every connected post is in reach. */
const TURN = boardOf([
  ['e4', 0, ENGINEER],
  ['a7', 1, 6],
  ['b7', 1, 7],
  ['c7', 1, 8],
  ['d7', 1, 4],
  ['e7', 1, 5],
]);
const TURN_FROM = sq('e4');

/** Red as blue sees it late in a game: a few pieces gone, the field marshal among them. */
const SEEN: Board = RED_LAYOUT.map((p, s) =>
  p && !['a9', 'c10', 'e8', 'b11'].includes(squareName(s)) ? p : null,
);

/** A blue piece one step from red's flag. */
const END = boardOf([
  ['b11', 0, 7],
  ['b12', 1, FLAG],
  ['a12', 1, LANDMINE],
  ['c12', 1, LANDMINE],
  ['a11', 1, ENGINEER],
]);

interface Duel {
  readonly attacker: Rank;
  readonly defender: Rank;
}

/** The cases of the combat table, each as one attack; the rules say who is removed. */
const DUELS: readonly Duel[] = [
  { attacker: 2, defender: 3 },
  { attacker: 5, defender: 5 },
  { attacker: BOMB, defender: MARSHAL },
  { attacker: ENGINEER, defender: LANDMINE },
  { attacker: 4, defender: LANDMINE },
  { attacker: ENGINEER, defender: FLAG },
];

const outcomeOf = (d: Duel): CombatResult =>
  combat(d.attacker, d.defender, { mineKillsBoth: false });

/** A tile at (x, y), faded and marked × when it is removed. */
function ChartTile({
  x,
  y,
  side,
  rank,
  removed = false,
}: {
  x: number;
  y: number;
  side: 0 | 1;
  rank: Rank;
  removed?: boolean;
}) {
  return (
    <g transform={`translate(${x} ${y})`} class={removed ? 'jq-howto-removed' : ''}>
      <Tile side={SIDE_NAMES[side]} rank={rank} mine={side === 0} />
      {removed && (
        <g class="jq-howto-gone" transform={`translate(${TILE_W / 2 - 4} ${-TILE_H / 2 + 2})`}>
          <circle r={12} />
          <path d="M-5 -5 L5 5 M5 -5 L-5 5" />
        </g>
      )}
    </g>
  );
}

const LADDER: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const STEP = 52;
const DUEL_STEP = 76;

function CombatChart() {
  const ladderHeight = LADDER.length * STEP;
  const duelX = 200;
  return (
    <svg
      viewBox={`-8 -30 ${duelX + 300} ${Math.max(ladderHeight, DUELS.length * DUEL_STEP) + 36}`}
      aria-hidden="true"
    >
      {/* The ranks, highest first: each takes every one below it. */}
      <path class="jq-howto-ladder" d={`M100 0 V${ladderHeight - 30}`} />
      <path
        class="jq-howto-ladder"
        d={`M90 ${ladderHeight - 44} L100 ${ladderHeight - 28} L110 ${ladderHeight - 44}`}
      />
      {LADDER.map((rank, i) => (
        <ChartTile key={rank} x={45} y={i * STEP + 4} side={0} rank={rank} />
      ))}
      {DUELS.map((d, i) => {
        const result = outcomeOf(d);
        const y = i * DUEL_STEP + 4;
        return (
          <g key={i} data-result={result}>
            <ChartTile x={duelX + 45} y={y} side={0} rank={d.attacker} removed={result !== 'won'} />
            <path
              class="jq-howto-attack"
              d={`M${duelX + 94} ${y} H${duelX + 148} M${duelX + 138} ${y - 9} L${duelX + 150} ${y} L${duelX + 138} ${y + 9}`}
            />
            <ChartTile
              x={duelX + 205}
              y={y}
              side={1}
              rank={d.defender}
              removed={result !== 'lost'}
            />
          </g>
        );
      })}
    </svg>
  );
}

// ---------------------------------------------------------------- the key of the board

function KeyIcon({ children }: { children: ComponentChildren }) {
  return (
    <svg viewBox="-55 -30 110 60" aria-hidden="true">
      {children}
    </svg>
  );
}

function BoardKey() {
  const post = sq('a3');
  const camp = sq('b3');
  const hq = sq('b1');
  const items: readonly [ComponentChildren, string][] = [
    [<Station key="p" s={post} />, t('junqi.howTo.board.post')],
    [<Station key="c" s={camp} />, t('junqi.howTo.board.camp')],
    [<Station key="h" s={hq} />, t('junqi.howTo.board.hq')],
    [<line key="r" class="jq-road" x1={-50} y1={0} x2={50} y2={0} />, t('junqi.howTo.board.road')],
    [
      <g key="t">
        <line class="jq-rail-bed" x1={-46} y1={0} x2={46} y2={0} />
        <line class="jq-rail-ties" x1={-46} y1={0} x2={46} y2={0} />
      </g>,
      t('junqi.howTo.board.rail'),
    ],
  ];
  return (
    <ul class="howto-key jq-howto-key">
      {items.map(([icon, text]) => (
        <li key={text}>
          <KeyIcon>{icon}</KeyIcon>
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

/** The pieces of a side and how many of each, strongest first. */
function PieceCounts() {
  const order: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, BOMB, LANDMINE, FLAG];
  return (
    <ul class="jq-howto-counts">
      {order.map((rank) => (
        <li key={rank}>
          <span class="jq-howto-rank">{rankName(rank)}</span>
          <span class="jq-howto-count">×{COUNTS[rank]}</span>
        </li>
      ))}
    </ul>
  );
}

// ---------------------------------------------------------------- the page

const names = (squares: readonly Square[]) => squares.map(squareName).join(t('junqi.label.sep'));

/** Its address: the route, the lobby card and the game's pages all link here. */
export const HOW_TO_PLAY = '/junqi/how-to-play';

export function JunqiHowToPlay() {
  const run = destinations(RUN, RUN_FROM);
  const turn = destinations(TURN, TURN_FROM);
  const hqs = Array.from({ length: SQUARES }, (_, s) => s).filter(
    (s) => isHeadquarters(s) && rowFromFront(s, 0) === 6,
  );
  const duel = (d: Duel) => {
    const result = outcomeOf(d);
    const params = { attacker: rankName(d.attacker), defender: rankName(d.defender) };
    if (result === 'won') return t('junqi.howTo.combat.won', params);
    if (result === 'lost') return t('junqi.howTo.combat.lost', params);
    return t('junqi.howTo.combat.both', params);
  };
  return (
    <HowToPage
      game="junqi"
      title={t('junqi.howTo.title')}
      lead={t('junqi.howTo.lead')}
      start={{ href: '/junqi', label: t('junqi.howTo.start') }}
      sections={[
        {
          id: 'board',
          title: t('junqi.howTo.board.title'),
          body: (
            <>
              <p>{t('junqi.howTo.board.text')}</p>
              <BoardKey />
            </>
          ),
          figure: (
            <Figure label={t('junqi.howTo.board.figure')} class="jq-howto-figure-board">
              <Picture rows={[0, 11]} />
            </Figure>
          ),
        },
        {
          id: 'setup',
          title: t('junqi.howTo.setup.title'),
          body: (
            <>
              <p>{t('junqi.howTo.setup.pieces')}</p>
              <PieceCounts />
              <ul>
                <li>
                  <span class="jq-howto-swatch jq-howto-flag" aria-hidden="true" />
                  {t('junqi.howTo.setup.flag')}
                </li>
                <li>
                  <span class="jq-howto-swatch jq-howto-mines" aria-hidden="true" />
                  {t('junqi.howTo.setup.mines')}
                </li>
                <li>
                  <span class="jq-howto-swatch jq-howto-bombs" aria-hidden="true" />
                  {t('junqi.howTo.setup.bombs')}
                </li>
                <li>{t('junqi.howTo.setup.camps')}</li>
              </ul>
              <p>
                {t('junqi.howTo.setup.how', {
                  random: t('junqi.setup.random'),
                  ready: t('junqi.setup.ready'),
                })}
              </p>
            </>
          ),
          figure: (
            <Figure label={t('junqi.howTo.setup.figure', { hq: names(hqs) })}>
              <Picture
                rows={[6, 11]}
                board={BLUE_LAYOUT}
                under={
                  <>
                    <RowBand from={5} to={6} kind="mines" />
                    <RowBand from={1} to={1} kind="bombs" />
                    {hqs.map((s) => (
                      <HqRing key={s} s={s} />
                    ))}
                  </>
                }
              />
            </Figure>
          ),
        },
        {
          id: 'move',
          title: t('junqi.howTo.move.title'),
          body: (
            <>
              <p>{t('junqi.howTo.move.text')}</p>
              <p>{t('junqi.howTo.move.limits')}</p>
            </>
          ),
          figure: (
            <Figure
              label={t('junqi.howTo.move.figure', {
                from: squareName(RUN_FROM),
                squares: names(run.filter((s) => !RUN[s])),
                attack: names(run.filter((s) => RUN[s])),
              })}
            >
              <Picture
                rows={[4, 11]}
                board={RUN}
                hidden={(s) => RUN[s]?.side === 1}
                selected={RUN_FROM}
                targets={run}
              />
            </Figure>
          ),
        },
        {
          id: 'engineer',
          title: t('junqi.howTo.engineer.title'),
          body: <p>{t('junqi.howTo.engineer.text')}</p>,
          figure: (
            <Figure
              label={t('junqi.howTo.engineer.figure', {
                from: squareName(TURN_FROM),
                count: turn.filter((s) => !TURN[s]).length,
                attack: names(turn.filter((s) => TURN[s])),
              })}
            >
              <Picture
                rows={[4, 11]}
                board={TURN}
                hidden={(s) => TURN[s]?.side === 1}
                selected={TURN_FROM}
                targets={turn}
              />
            </Figure>
          ),
        },
        {
          id: 'combat',
          title: t('junqi.howTo.combat.title'),
          body: (
            <>
              <p>{t('junqi.howTo.combat.text')}</p>
              <ul>
                <li>{t('junqi.howTo.combat.ranks')}</li>
                <li>{t('junqi.howTo.combat.equal')}</li>
                <li>{t('junqi.howTo.combat.bomb')}</li>
                <li>{t('junqi.howTo.combat.mine', { option: t('junqi.new.mineKillsBoth') })}</li>
                <li>{t('junqi.howTo.combat.flag')}</li>
              </ul>
            </>
          ),
          figure: (
            <Figure
              label={t('junqi.howTo.combat.figure', {
                ranks: LADDER.map(rankName).join(t('junqi.label.sep')),
                cases: DUELS.map(duel).join(' '),
              })}
              caption={t('junqi.howTo.combat.caption')}
            >
              <CombatChart />
            </Figure>
          ),
        },
        {
          id: 'see',
          title: t('junqi.howTo.see.title'),
          body: (
            <>
              <p>{t('junqi.howTo.see.text')}</p>
              <p>{t('junqi.howTo.see.flag')}</p>
            </>
          ),
          figure: (
            <Figure label={t('junqi.howTo.see.figure', { square: 'b12' })}>
              <Picture
                rows={[0, 5]}
                board={SEEN}
                hidden={(s) => SEEN[s]?.rank !== FLAG}
                under={<HqRing s={sq('b12')} />}
              />
            </Figure>
          ),
        },
        {
          id: 'end',
          title: t('junqi.howTo.end.title'),
          body: (
            <>
              <p>{t('junqi.howTo.end.flag')}</p>
              <p>{t('junqi.howTo.end.other')}</p>
            </>
          ),
          figure: (
            <Figure label={t('junqi.howTo.end.figure', { from: 'b11', to: 'b12' })}>
              <Picture
                rows={[0, 1]}
                board={END}
                hidden={(s) => END[s]?.side === 1 && END[s]?.rank !== FLAG}
                selected={sq('b11')}
                targets={destinations(END, sq('b11')).filter((s) => s === sq('b12'))}
              />
            </Figure>
          ),
        },
      ]}
    />
  );
}
