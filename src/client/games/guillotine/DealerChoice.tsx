/**
 * The dealer's choice: the six games with their scoring in one line each, those this dealer has
 * called struck through. The dealer picks one with its button; the others see who is choosing.
 * The last deal's result stays in view meanwhile.
 */
import { GAMES, type GameId } from '../../../games/guillotine/games';
import { t } from '../../i18n';

interface DealerChoiceProps {
  dealer: string;
  /** The viewer deals: the games come as buttons. */
  yours: boolean;
  used: readonly GameId[];
  /** Sent and not yet answered. */
  pending: GameId | null;
  /** Whether the table has caught up, so a choice may be made. */
  ready: boolean;
  lastDeal: string | null;
  onChoose: (game: GameId) => void;
}

export function DealerChoice(p: DealerChoiceProps) {
  return (
    <section class="gl-choice" aria-labelledby="gl-choice-title">
      <div class="gl-choice-head">
        <h2 id="gl-choice-title">{t('guillotine.choice.title')}</h2>
        <p class="gl-choice-who">
          {p.yours
            ? t('guillotine.choice.yours')
            : t('guillotine.choice.waiting', { player: p.dealer })}
        </p>
      </div>
      <ul class="gl-games">
        {GAMES.map((game) => {
          const used = p.used.includes(game);
          const name = t(`guillotine.game.${game}`);
          return (
            <li key={game} class={`gl-game${used ? ' gl-game-used' : ''}`} data-game={game}>
              {p.yours && !used ? (
                <button
                  type="button"
                  class={`gl-game-name${p.pending === game ? ' gl-pending' : ''}`}
                  disabled={p.pending !== null || !p.ready}
                  onClick={() => p.onChoose(game)}
                >
                  {name}
                </button>
              ) : (
                <span class="gl-game-name">
                  {used ? <s>{name}</s> : name}
                  {used && <span class="visually-hidden"> ({t('guillotine.choice.called')})</span>}
                </span>
              )}
              <span class="gl-game-rule">{t(`guillotine.rule.${game}`)}</span>
            </li>
          );
        })}
      </ul>
      {p.lastDeal && <p class="gl-last-deal">{p.lastDeal}</p>}
    </section>
  );
}
