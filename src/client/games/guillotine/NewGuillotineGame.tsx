/**
 * The form that starts a Guillotine table: who sits West, North and East (a friend, or a
 * computer of a level the server offers; the creator sits South), the ace bonus of Dominoes, and
 * how the table treats its players: listed in the lobby, the grace before a leaver's seat goes to
 * the computer, a clock per card. It opens with the choices made last time in this browser.
 */
import { useState } from 'preact/hooks';
import { botName, t } from '../../i18n';
import { rememberedChoices } from '../../session/choices';
import { CheckOption, type Choice, ChoiceGroup } from '../../widgets/Choices';
import { durationLabel } from '../../widgets/ClockChoice';
import { GraceChoice } from '../../widgets/GraceChoice';
import { HowToLink } from '../../widgets/HowToLink';
import { RatedChoice } from '../../widgets/RatedChoice';
import { StartButton, useStartGame } from '../../widgets/useStartGame';
import type { NewGameProps } from '../contract';
import { HOW_TO_PLAY } from './HowToPlay';
import { compassName } from './seats';
import { checkedSetup, defaultSetup, MOVE_SECONDS } from './setupChoices';
import {
  allFriends,
  FRIEND,
  type GuillotineSetup,
  hasFriend,
  type Others,
  startGuillotine,
} from './start';

const OTHER_SEATS: readonly { key: keyof Others; seat: number }[] = [
  { key: 'N', seat: 0 },
  { key: 'W', seat: 3 },
  { key: 'E', seat: 1 },
];

const ACE_RULES: Choice<GuillotineSetup['aceBonus']>[] = [
  { id: 'any', label: () => t('guillotine.new.aceAny') },
  { id: 'one', label: () => t('guillotine.new.aceOne') },
];

export function NewGuillotineGame({ info, compact }: NewGameProps) {
  const [setup, setSetup] = useState<GuillotineSetup>(() =>
    rememberedChoices<GuillotineSetup>('guillotine', defaultSetup(info.bots), (saved) =>
      checkedSetup(saved, info.bots),
    ),
  );
  const change = (patch: Partial<GuillotineSetup>) => setSetup((s) => ({ ...s, ...patch }));
  // The lobby card and the /guillotine page never meet, but radio names must not clash with
  // another game's card.
  const name = (field: string) => `guillotine-${field}${compact ? '-card' : ''}`;
  const friends = hasFriend(setup.others);

  const { submit, busy, failure } = useStartGame('guillotine', setup, startGuillotine);

  return (
    <form class="new-game gl-new" onSubmit={submit} aria-label={t('newGame.title')}>
      {/* The lobby card has the link already, beside the blurb. */}
      {!compact && (
        <p class="howto-link-line">
          <HowToLink href={HOW_TO_PLAY} label={t('guillotine.howTo.link')} />
        </p>
      )}
      <fieldset>
        <legend>{t('guillotine.new.seats')}</legend>
        <div class="gl-new-table">
          {OTHER_SEATS.map(({ key, seat }) => (
            <label key={key} class={`field gl-new-${key}`}>
              <span>{compassName(seat)}</span>
              <select
                name={name(`seat-${key}`)}
                value={setup.others[key]}
                onChange={(e) =>
                  change({ others: { ...setup.others, [key]: e.currentTarget.value } })
                }
              >
                {info.bots.map((level) => (
                  <option key={level} value={level}>
                    {t('guillotine.new.computer', { level: botName(level, 'guillotine') })}
                  </option>
                ))}
                <option value={FRIEND}>{t('guillotine.new.friend')}</option>
              </select>
            </label>
          ))}
          <p class="gl-new-S">
            <span class="gl-new-label">{compassName(2)}</span>
            <strong>{t('guillotine.new.you')}</strong>
          </p>
        </div>
      </fieldset>

      {/* Rated is for a table of people only: with a computer seated, it is not offered. */}
      {allFriends(setup.others) && (
        <RatedChoice
          name={name('rated')}
          rated={setup.rated}
          onChange={(rated) => change({ rated })}
        />
      )}

      <details class="gl-new-more" open={!compact}>
        <summary>{t('guillotine.new.more')}</summary>
        <ChoiceGroup
          inline
          legend={t('guillotine.new.aceBonus')}
          name={name('ace')}
          choices={ACE_RULES}
          value={setup.aceBonus}
          onChange={(aceBonus) => change({ aceBonus })}
        />
        <div class="form-row">
          <label class="field">
            <span>{t('guillotine.new.timer')}</span>
            <select
              name={name('timer')}
              value={String(setup.moveSeconds)}
              onChange={(e) => {
                const v = e.currentTarget.value;
                change({ moveSeconds: v === 'null' ? null : Number(v) });
              }}
            >
              {MOVE_SECONDS.map((s) => (
                <option key={String(s)} value={String(s)}>
                  {s === null ? t('guillotine.new.noTimer') : durationLabel(s)}
                </option>
              ))}
            </select>
          </label>
          {friends && (
            <GraceChoice
              label={t('guillotine.new.grace')}
              name={name('grace')}
              value={setup.graceSeconds}
              onChange={(graceSeconds) => change({ graceSeconds })}
            />
          )}
        </div>
        {setup.moveSeconds !== null && <p class="hint">{t('guillotine.new.timerHint')}</p>}
        {friends && (
          <CheckOption
            name={name('listed')}
            checked={setup.listed}
            onChange={(listed) => change({ listed })}
            label={t('newGame.listed')}
            hint={t('newGame.listedHint')}
          />
        )}
      </details>

      <StartButton busy={busy} failure={failure} />
    </form>
  );
}
