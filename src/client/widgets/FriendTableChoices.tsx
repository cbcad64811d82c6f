/**
 * How a table between people at two browsers is run, for a two-player game's new-game form: the
 * clock per move, the time to get ready in a game with a setup, how long it waits for a player
 * who leaves, whether anyone may join it, and whether it is rated.
 */
import { useState } from 'preact/hooks';
import { t } from '../i18n';
import { CheckOption } from './Choices';
import { ClockChoice } from './ClockChoice';
import type { FriendTableSetting } from './friendTable';
import { GraceChoice } from './GraceChoice';
import { RatedChoice } from './RatedChoice';
import { LISTED_SETUP_SECONDS, SetupClockChoice } from './SetupClockChoice';

export function FriendTableChoices({
  value,
  onChange,
  setupHint,
  ratedName = 'rated',
  ratedUnavailable = null,
}: {
  value: FriendTableSetting;
  onChange: (patch: Partial<FriendTableSetting>) => void;
  /** What the setup clock means in this game's own words, shown while it is on. */
  setupHint?: string;
  /** The rated/casual radio group's name: unique on the page (the lobby shows every form). */
  ratedName?: string;
  /** Why the game's options cannot be rated, translated; null when they can. */
  ratedUnavailable?: string | null;
}) {
  const hasSetup = value.setupSeconds !== undefined;
  // Until the player picks one, the setup clock follows the table: off between friends, on
  // (3 minutes) at a table open to anyone, where a stranger could otherwise hold it up.
  const [setupPicked, setSetupPicked] = useState(false);
  const listed = (on: boolean) =>
    onChange(
      hasSetup && !setupPicked
        ? { listed: on, setupSeconds: on ? LISTED_SETUP_SECONDS : null }
        : { listed: on },
    );
  return (
    <>
      <RatedChoice
        name={ratedName}
        rated={value.rated}
        onChange={(rated) => onChange({ rated })}
        unavailable={ratedUnavailable}
      />
      <ClockChoice value={value.clock} onChange={(clock) => onChange({ clock })} />
      <div class="form-row">
        {hasSetup && (
          <SetupClockChoice
            value={value.setupSeconds ?? null}
            onChange={(setupSeconds) => {
              setSetupPicked(true);
              onChange({ setupSeconds });
            }}
          />
        )}
        <GraceChoice
          value={value.graceSeconds}
          onChange={(graceSeconds) => onChange({ graceSeconds })}
        />
      </div>
      {hasSetup && value.setupSeconds !== null && setupHint && <p class="hint">{setupHint}</p>}
      <CheckOption
        name="listed"
        checked={value.listed}
        onChange={listed}
        label={t('newGame.listed')}
        hint={t('newGame.listedHint')}
      />
    </>
  );
}
