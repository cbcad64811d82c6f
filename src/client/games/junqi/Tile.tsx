/**
 * A piece as a tile, centred on (0, 0): in its side's colour, with its rank's name where the
 * viewer knows it, blank (with a small star) where not. Names are fitted to the tile: Chinese
 * and Japanese ones are two characters, English ones up to nine letters.
 */
import type { Rank, SideName } from '../../../games/junqi/pieces';
import { TILE_H, TILE_W } from './geometry';
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

export function Tile({ side, rank, mine }: { side: SideName; rank: Rank | null; mine: boolean }) {
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
      {name === null ? (
        <path class="jq-tile-star" d={STAR} />
      ) : (
        <text class="jq-tile-name" y={1} style={{ fontSize: `${fittedSize(name)}px` }}>
          {name}
        </text>
      )}
    </g>
  );
}
