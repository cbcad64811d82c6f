/**
 * `parlour junqi show <position>`: the board drawn in text, row 12 at the top, with the
 * headquarters in [ ], the camps in ( ), the three crossings of the front (|) and the mountains
 * between them (^^^). Each piece is its side's letter (b, r) and its rank's name, in English
 * (abbreviated, with a key below), Japanese or Chinese.
 */
import { type Command, Option } from 'commander';
import {
  COLUMNS,
  isCamp,
  isHeadquarters,
  type JunqiState,
  type Piece,
  ROWS,
  SIDE_LETTERS,
  type Side,
  squareOf,
} from '../games/junqi';
import { InputError, readPosition } from './junqi-lines';

export const LANGS = ['en', 'ja', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

/** Rank names by rank (0 bomb … 9 engineer, 10 landmine, 11 flag), short enough for a square. */
const RANK_LABELS: Readonly<Record<Lang, readonly string[]>> = {
  en: ['BM', 'FM', 'GN', 'MG', 'BG', 'CO', 'MJ', 'CP', 'LT', 'EN', 'LM', 'FL'],
  ja: [
    '爆弾',
    '司令',
    '軍長',
    '師長',
    '旅長',
    '団長',
    '営長',
    '連長',
    '排長',
    '工兵',
    '地雷',
    '軍旗',
  ],
  zh: [
    '炸弹',
    '司令',
    '军长',
    '师长',
    '旅长',
    '团长',
    '营长',
    '连长',
    '排长',
    '工兵',
    '地雷',
    '军旗',
  ],
};

const EN_KEY = [
  'BM bomb, FM field marshal, GN general, MG major general, BG brigadier, CO colonel,',
  'MJ major, CP captain, LT lieutenant, EN engineer, LM landmine, FL flag',
];

const TEXTS: Readonly<
  Record<
    Lang,
    {
      key: string;
      toMove: (side: Side) => string;
      setup: string;
      over: (winner: Side | null | undefined, reason: string | undefined) => string;
    }
  >
> = {
  en: {
    key: 'b blue (rows 1–6), r red (rows 7–12); [ ] headquarters, ( ) camp; | crossing, ^^^ mountains',
    toMove: (side) => `${side === 0 ? 'Blue' : 'Red'} to move.`,
    setup: 'Setting up; blue moves first.',
    over: (winner, reason) =>
      winner === undefined
        ? 'The game is over.'
        : `The game is over: ${winner === null ? 'a draw' : `${winner === 0 ? 'blue' : 'red'} wins`} (${reason}).`,
  },
  ja: {
    key: 'b 青（1–6段）、r 赤（7–12段）；[ ] 司令部、( ) 行営；| 通路、^^^ 山',
    toMove: (side) => `${side === 0 ? '青' : '赤'}の手番。`,
    setup: '配置中（青が先手）。',
    over: (winner, reason) =>
      winner === undefined
        ? '終局。'
        : `終局：${winner === null ? '引き分け' : `${winner === 0 ? '青' : '赤'}の勝ち`}（${reason}）。`,
  },
  zh: {
    key: 'b 蓝方（1–6行），r 红方（7–12行）；[ ] 大本营，( ) 行营；| 通道，^^^ 山界',
    toMove: (side) => `${side === 0 ? '蓝方' : '红方'}走棋。`,
    setup: '布阵中（蓝方先走）。',
    over: (winner, reason) =>
      winner === undefined
        ? '终局。'
        : `终局：${winner === null ? '和棋' : `${winner === 0 ? '蓝方' : '红方'}胜`}（${reason}）。`,
  },
};

/** Columns a character takes in a terminal: two for CJK ideographs and full-width forms. */
function charWidth(c: string): number {
  const p = c.codePointAt(0)!;
  const wide =
    (p >= 0x2e80 && p <= 0xa4cf) ||
    (p >= 0xac00 && p <= 0xd7a3) ||
    (p >= 0xf900 && p <= 0xfaff) ||
    (p >= 0xfe30 && p <= 0xfe4f) ||
    (p >= 0xff00 && p <= 0xff60) ||
    (p >= 0xffe0 && p <= 0xffe6);
  return wide ? 2 : 1;
}

const textWidth = (s: string) => [...s].reduce((n, c) => n + charWidth(c), 0);

function centre(s: string, width: number): string {
  const room = Math.max(0, width - textWidth(s));
  const left = Math.floor(room / 2);
  return `${' '.repeat(left)}${s}${' '.repeat(room - left)}`;
}

const COLOURS = ['\x1b[94m', '\x1b[91m'] as const;
const RESET = '\x1b[0m';

export function drawJunqi(state: JunqiState, lang: Lang, colour = false): string {
  const labels = RANK_LABELS[lang];
  // The side's letter and the widest name of the language.
  const inner = 1 + Math.max(...labels.map(textWidth));
  const cellWidth = inner + 2;
  const pieceText = (p: Piece) => {
    const text = centre(`${SIDE_LETTERS[p.side]}${labels[p.rank]}`, inner);
    return colour ? `${COLOURS[p.side]}${text}${RESET}` : text;
  };
  const cell = (column: number, row: number) => {
    const s = squareOf(column, row);
    const p = state.board[s];
    const body = p ? pieceText(p) : centre('·', inner);
    if (isHeadquarters(s)) return `[${body}]`;
    if (isCamp(s)) return `(${body})`;
    return ` ${body} `;
  };
  const columns = [...COLUMNS];
  const header = `   ${columns.map((c) => centre(c, cellWidth)).join('')}`;
  const lines = [header];
  for (let row = ROWS; row >= 1; row--) {
    const squares = columns.map((_, column) => cell(column, row)).join('');
    lines.push(`${String(row).padStart(2)} ${squares}`);
    if (row === 7) {
      const front = columns.map((_, c) => centre(c % 2 === 0 ? '|' : '^^^', cellWidth)).join('');
      lines.push(`   ${front}`);
    }
  }
  lines.push(header, '');
  const t = TEXTS[lang];
  if (lang === 'en') lines.push(...EN_KEY);
  lines.push(t.key);
  if (state.phase === 'setup') lines.push(t.setup);
  else if (state.phase === 'play') lines.push(t.toMove(state.toMove));
  else lines.push(t.over(state.result?.winner, state.result?.reason));
  return lines.map((l) => l.trimEnd()).join('\n');
}

export function registerJunqiShow(junqi: Command): void {
  junqi
    .command('show')
    .description('draw a position in text (ranks in English, Japanese or Chinese)')
    .argument('<position>', 'the notation, or a JSON position (starting with {)')
    .addOption(
      new Option('--lang <lang>', 'the language of the rank names').choices(LANGS).default('en'),
    )
    .option('--no-color', 'draw without ANSI colours (none unless standard output is a terminal)')
    .action((position: string, opts: { lang: Lang; color: boolean }) => {
      let state: JunqiState;
      try {
        state = readPosition(position);
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        process.stderr.write(`parlour junqi show: ${e.message}\n`);
        process.exitCode = 1;
        return;
      }
      const colour = opts.color && process.stdout.isTTY === true && !process.env.NO_COLOR;
      process.stdout.write(`${drawJunqi(state, opts.lang, colour)}\n`);
    });
}
