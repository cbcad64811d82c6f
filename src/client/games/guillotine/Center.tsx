/**
 * The middle of the table: the dealer's choice before the call, then the trick or the Dominoes
 * layout, and a dealer's sixth call (made for them) noted until the first card; once the series
 * is over, its statistics.
 */
import type { Seat } from '../../../core/game';
import type { GuillotineView } from '../../../games/guillotine/game';
import type { GameId } from '../../../games/guillotine/games';
import { t } from '../../i18n';
import { DealerChoice } from './DealerChoice';
import { Dominoes } from './Dominoes';
import type { Shown } from './playback';
import { Stats } from './Stats';
import { Trick } from './Trick';

export interface CenterProps {
  view: GuillotineView;
  table: Shown;
  /** Whether the table shows the view itself (nothing left to play out). */
  caughtUp: boolean;
  bottom: Seat;
  order: readonly Seat[];
  mine: readonly Seat[];
  name: (seat: Seat) => string;
  /** The viewer's own seat, when they play one. */
  you: Seat | null;
  /** The game sent by the dealer and not yet answered. */
  pendingGame: GameId | null;
  lastDeal: string | null;
  onChoose: (game: GameId) => void;
}

export function Center(p: CenterProps) {
  const { view, table } = p;
  if (view.over && p.caughtUp && view.stats && view.places) {
    return (
      <Stats
        stats={view.stats}
        places={view.places}
        totals={view.totals}
        order={p.order}
        name={p.name}
      />
    );
  }
  if (table.game === null) {
    return (
      <DealerChoice
        dealer={p.name(table.dealer)}
        yours={p.mine.includes(table.dealer)}
        used={view.used[table.dealer] ?? []}
        pending={p.pendingGame}
        ready={p.caughtUp}
        lastDeal={p.lastDeal}
        onChoose={p.onChoose}
      />
    );
  }
  const nothingPlayed =
    table.trick.length === 0 &&
    table.trickWinners.length === 0 &&
    Object.values(table.rows).every((r) => r.length === 0);
  // The sixth call of a dealer is made for them; say so until the first card.
  const game = t(`guillotine.game.${table.game}`);
  const auto =
    nothingPlayed && (view.used[table.dealer]?.length ?? 0) === 5
      ? table.dealer === p.you
        ? t('guillotine.choice.autoYou', { game })
        : t('guillotine.choice.auto', { player: p.name(table.dealer), game })
      : null;
  return (
    <>
      {auto && <p class="gl-auto">{auto}</p>}
      {table.game === 'dominoes' ? (
        <Dominoes
          rows={table.rows}
          spinner={table.spinner}
          bonusSeat={table.bonusSeat}
          you={view.you}
          name={p.name}
        />
      ) : (
        <Trick
          trick={table.trick}
          bottom={p.bottom}
          taken={table.taken}
          leader={p.caughtUp ? view.toMove : null}
          name={p.name}
          you={p.you}
        />
      )}
    </>
  );
}
