/**
 * How to play Guillotine (/guillotine/how-to-play): the 32 cards and their trick order, the 24
 * deals and the dealer's choice, the six games and their points, a trick, Dominoes, and the
 * lowest total winning. The pictures are the table's own cards, trick, Dominoes rows, call
 * badges and scoresheet; the calls and the scores come from deals played by the rules (the first
 * playable card every time), so every number in them is one the rules gave.
 */
import type { Seat } from '../../../core/game';
import { type Card, RANKS, type Suit, trickStrength } from '../../../games/guillotine/cards';
import { availableGames, canPass, legalCards } from '../../../games/guillotine/deal';
import { GAMES } from '../../../games/guillotine/games';
import { act, type SeriesState, startSeries } from '../../../games/guillotine/series';
import { t } from '../../i18n';
import { Figure, HowToPage } from '../../widgets/HowToPage';
import { Calls } from './Calls';
import { CardFace } from './CardFace';
import { cardName, suitName } from './cardText';
import { Dominoes } from './Dominoes';
import { ScoreTable } from './ScoreTable';
import { compassName, compassShort, placeOf, screenOrder } from './seats';
import { Trick } from './Trick';
import { winningSoFar } from './trickWinner';

/** A series played on by the rules for `deals` deals: each dealer calls by a fixed pattern. */
function playDeals(deals: number): SeriesState {
  let s = startSeries('how-to-play');
  while (s.dealNo < deals) {
    const deal = s.deal;
    const seat = deal.toMove;
    if (seat === null) break;
    const games = availableGames(deal);
    const move =
      deal.game === null
        ? { type: 'choose' as const, game: games[(s.dealNo * 5) % games.length]! }
        : canPass(deal, seat)
          ? { type: 'pass' as const }
          : { type: 'play' as const, card: legalCards(deal, seat)[0]! };
    const next = act(s, seat, move);
    if (!next.ok) break;
    s = next.value.state;
  }
  return s;
}

const EARLY = playDeals(3);
const LATER = playDeals(9);

/** The hearts, strongest first in a trick. */
const TRICK_ORDER: readonly Card[] = RANKS.map((r) => `${r}H` as Card).sort(
  (a, b) => trickStrength(b) - trickStrength(a),
);

function Pack() {
  return (
    <div class="gl-howto-pack">
      {TRICK_ORDER.map((card) => (
        <CardFace key={card} card={card} />
      ))}
    </div>
  );
}

/** The table nine deals into a series: who has called what, and who deals next. */
function Calling() {
  const dealer = LATER.deal.dealer;
  return (
    <div class="gl-howto-felt gl-howto-seats">
      {screenOrder(2).map((seat) => (
        <div key={seat} class={`gl-howto-seat gl-howto-${placeOf(seat, 2)}`}>
          <span class="gl-howto-seat-name">
            <strong>{compassName(seat)}</strong>
            {seat === dealer && <span class="gl-dealer">{t('guillotine.seat.dealer')}</span>}
          </span>
          <Calls used={LATER.used[seat] ?? []} player={compassName(seat)} />
        </div>
      ))}
      <svg class="gl-howto-round" viewBox="-50 -50 100 100" aria-hidden="true">
        <path d="M-30 -24 A38 38 0 1 1 -36 12" />
        <path d="M-44 2 L-36 14 L-24 6" />
      </svg>
    </div>
  );
}

/** A trick: West leads a heart, North's ten wins it, East has no heart left. */
const TRICK: readonly { seat: Seat; card: Card }[] = [
  { seat: 3, card: 'KH' },
  { seat: 0, card: '10H' },
  { seat: 1, card: 'AS' },
  { seat: 2, card: '7H' },
];

/** Dominoes under way: the spinner is the nine; clubs have reached the ace. */
const ROWS: Readonly<Record<Suit, readonly Card[]>> = {
  S: ['8S', '9S', '10S', 'JS'],
  H: ['9H'],
  C: ['9C', '10C', 'JC', 'QC', 'KC', 'AC'],
  D: [],
};

function GamesTable() {
  return (
    <table class="howto-table">
      <thead>
        <tr>
          <th scope="col">{t('guillotine.scores.game')}</th>
          <th scope="col">{t('guillotine.howTo.games.points')}</th>
        </tr>
      </thead>
      <tbody>
        {GAMES.map((game) => (
          <tr key={game} data-game={game}>
            <th scope="row">{t(`guillotine.game.${game}`)}</th>
            <td>{t(`guillotine.rule.${game}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Its address: the route, the lobby card and the game's pages all link here. */
export const HOW_TO_PLAY = '/guillotine/how-to-play';

export function GuillotineHowToPlay() {
  const winner = winningSoFar(TRICK)!;
  const winning = TRICK.find((p) => p.seat === winner)!.card;
  const order = screenOrder(2);
  return (
    <HowToPage
      game="guillotine"
      title={t('guillotine.howTo.title')}
      lead={t('game.guillotine.blurb')}
      start={{ href: '/guillotine', label: t('guillotine.howTo.start') }}
      sections={[
        {
          id: 'cards',
          title: t('guillotine.howTo.cards.title'),
          body: <p>{t('guillotine.howTo.cards.text')}</p>,
          figure: (
            <Figure
              label={t('guillotine.howTo.cards.figure', {
                cards: TRICK_ORDER.map(cardName).join(t('guillotine.sep')),
              })}
              caption={t('guillotine.howTo.cards.caption')}
            >
              <Pack />
            </Figure>
          ),
        },
        {
          id: 'series',
          title: t('guillotine.howTo.series.title'),
          body: (
            <>
              <p>{t('guillotine.howTo.series.deals')}</p>
              <p>{t('guillotine.howTo.series.calls')}</p>
            </>
          ),
          figure: (
            <Figure
              label={t('guillotine.howTo.series.figure', {
                n: LATER.dealNo + 1,
                dealer: compassName(LATER.deal.dealer),
              })}
            >
              <Calling />
            </Figure>
          ),
        },
        {
          id: 'games',
          title: t('guillotine.howTo.games.title'),
          body: (
            <>
              <p>{t('guillotine.howTo.games.text')}</p>
              <GamesTable />
            </>
          ),
        },
        {
          id: 'trick',
          title: t('guillotine.howTo.trick.title'),
          body: (
            <>
              <p>{t('guillotine.howTo.trick.text')}</p>
              <p>{t('guillotine.howTo.trick.win')}</p>
            </>
          ),
          figure: (
            <Figure
              label={t('guillotine.howTo.trick.figure', {
                leader: compassName(TRICK[0]!.seat),
                led: cardName(TRICK[0]!.card),
                winner: compassName(winner),
                winning: cardName(winning),
                other: compassName(TRICK[2]!.seat),
                suit: suitName('H'),
                discard: cardName(TRICK[2]!.card),
              })}
            >
              <div class="gl-howto-felt gl-howto-compass">
                {order.map((seat) => (
                  <span key={seat} class={`gl-howto-at gl-howto-${placeOf(seat, 2)}`}>
                    {compassName(seat)}
                  </span>
                ))}
                <div class="gl-howto-middle">
                  <Trick
                    trick={TRICK}
                    bottom={2}
                    taken={null}
                    leader={null}
                    name={compassName}
                    you={null}
                  />
                </div>
              </div>
            </Figure>
          ),
        },
        {
          id: 'dominoes',
          title: t('guillotine.howTo.dominoes.title'),
          wide: true,
          body: (
            <>
              <p>{t('guillotine.howTo.dominoes.rows')}</p>
              <p>{t('guillotine.howTo.dominoes.ace')}</p>
              <p>{t('guillotine.howTo.dominoes.out')}</p>
            </>
          ),
          figure: (
            <Figure
              label={t('guillotine.howTo.dominoes.figure', { player: compassName(3) })}
              class="gl-howto-wide"
            >
              <div class="gl-howto-felt">
                <Dominoes rows={ROWS} spinner="9" bonusSeat={3} you={null} name={compassName} />
              </div>
            </Figure>
          ),
        },
        {
          id: 'score',
          title: t('guillotine.howTo.score.title'),
          body: (
            <>
              <p>{t('guillotine.howTo.score.text')}</p>
              <p>{t('guillotine.howTo.score.win', { review: t('guillotine.review.title') })}</p>
            </>
          ),
          figure: (
            <Figure label={t('guillotine.howTo.score.figure')} native>
              <div class="gl-howto-sheet">
                <ScoreTable
                  history={EARLY.history}
                  totals={EARLY.totals}
                  order={order}
                  name={compassShort}
                />
              </div>
            </Figure>
          ),
        },
      ]}
    />
  );
}
