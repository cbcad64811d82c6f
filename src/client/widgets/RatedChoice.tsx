/**
 * Rated or casual, for a table between people: casual unless the player picks rated. While the
 * player may not open rated tables (they left too many rated games unfinished), rated is shown
 * disabled with the reason and the moment it comes back; so it is too while the game's options
 * cannot be rated (the game's own rule, `Game.ratedRefusal`: a knights board too small for a real
 * game), with the game's reason. A form that cannot be rated at all (a computer at the table) does
 * not offer the choice.
 */
import { momentText, t } from '../i18n';
import { me } from '../session/me';

/** Whether this browser's player may open a rated table now (yes until the server says). */
export const mayOpenRated = (): boolean => me.value?.mayOpenRated !== false;

/** Why rated is not offered now, or null when it is. */
export function ratedBlockedReason(): string | null {
  const player = me.value;
  if (!player || player.mayOpenRated) return null;
  return player.ratedAgainAt === null
    ? t('newGame.ratedNotYet')
    : t('newGame.ratedNotNow', { time: momentText(player.ratedAgainAt) });
}

export function RatedChoice({
  name,
  rated,
  onChange,
  unavailable = null,
}: {
  /** The radio group's name: unique on the page (the lobby shows every game's form at once). */
  name: string;
  rated: boolean;
  onChange: (rated: boolean) => void;
  /** Why the game's options chosen cannot be rated, translated, or null when they can. */
  unavailable?: string | null;
}) {
  const blocked = unavailable ?? ratedBlockedReason();
  const shown = rated && blocked === null;
  const reasonId = `${name}-reason`;
  return (
    <fieldset class="choice choice-inline rated-choice">
      <legend>{t('newGame.kind')}</legend>
      <label class="choice-option">
        <input
          type="radio"
          name={name}
          value="casual"
          checked={!shown}
          onChange={() => onChange(false)}
        />
        <span>{t('newGame.casual')}</span>
      </label>
      <label class="choice-option" data-disabled={blocked !== null || undefined}>
        <input
          type="radio"
          name={name}
          value="rated"
          checked={shown}
          disabled={blocked !== null}
          aria-describedby={blocked !== null ? reasonId : undefined}
          onChange={() => onChange(true)}
        />
        <span>{t('newGame.rated')}</span>
      </label>
      {blocked !== null ? (
        <p class="hint" id={reasonId}>
          {blocked}
        </p>
      ) : (
        shown && <p class="hint">{t('newGame.ratedHint')}</p>
      )}
    </fieldset>
  );
}
