/**
 * A piece as a tile, centred on (0, 0): in its side's colour, with its rank's name where the
 * viewer knows it, blank (with a small star) where not — or, on an enemy piece, the player's
 * notes on it (notesText.ts tileNote: "≥Major", "Engineer", "General?"), and a dot once it has
 * moved. Names are fitted to the tile: Chinese and Japanese ones are two characters, English ones
 * up to nine letters.
 */
import type { Rank, SideName } from '../../../games/junqi/pieces';
import { TILE_H, TILE_W } from './geometry';
import type { TileNote } from './notesText';
import { tileName } from './ranks';

const ROOM = TILE_W - 12;

/** Roughly how wide a name is, in ems: ideographs are square, Latin letters about half. */
function emWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += ch.codePointAt(0)! >= 0x2e80 ? 1 : 0.58;
  return w;
}

export function fittedSize(text: string): number {
  const em = emWidth(text);
  // Latin names share one size where they fit, so the tiles read evenly.
  return Math.min(/[\u2e80-\uffff]/.test(text) ? 24 : 18, ROOM / Math.max(1, em));
}

const STAR =
  'M0 -9 L2.6 -3.1 L8.6 -2.8 L4.2 1.3 L5.3 7.3 L0 4.4 L-5.3 7.3 L-4.2 1.3 L-8.6 -2.8 L-2.6 -3.1 Z';

/** A note's lines, a little smaller than a known rank's name so the two are told apart. */
function NoteText({ note }: { note: TileNote }) {
  const two = note.lines.length > 1;
  const size = Math.min(...note.lines.map((line) => fittedSize(line) * (two ? 0.72 : 0.86)));
  return (
    <text class={`jq-tile-note jq-tile-note-${note.kind}`} style={{ fontSize: `${size}px` }}>
      {note.lines.map((line, i) => (
        <tspan key={line} x={0} y={two ? (i === 0 ? -8 : 10) : 1}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

export interface TileProps {
  side: SideName;
  rank: Rank | null;
  mine: boolean;
  /** On a hidden enemy piece: what the player's notes say, in short. */
  note?: TileNote | null;
  /** The piece was seen to move. */
  moved?: boolean;
}

export function Tile({ side, rank, mine, note = null, moved = false }: TileProps) {
  const name = rank === null ? null : tileName(rank);
  const classes = [
    'jq-tile',
    `jq-tile-${side}`,
    mine ? 'jq-tile-mine' : '',
    rank === null ? 'jq-tile-hidden' : '',
  ];
  return (
    <g class={classes.filter(Boolean).join(' ')}>
      <rect
        class="jq-tile-body"
        x={-TILE_W / 2}
        y={-TILE_H / 2}
        width={TILE_W}
        height={TILE_H}
        rx={7}
      />
      <rect
        class="jq-tile-edge"
        x={-TILE_W / 2 + 3}
        y={-TILE_H / 2 + 3}
        width={TILE_W - 6}
        height={TILE_H - 6}
        rx={5}
      />
      {name === null && note !== null && <NoteText note={note} />}
      {name === null && note === null && <path class="jq-tile-star" d={STAR} />}
      {name === null && moved && (
        <circle class="jq-tile-moved" cx={-TILE_W / 2 + 8} cy={-TILE_H / 2 + 8} r={3.5} />
      )}
      {name !== null && (
        <text class="jq-tile-name" y={1} style={{ fontSize: `${fittedSize(name)}px` }}>
          {name}
        </text>
      )}
    </g>
  );
}
