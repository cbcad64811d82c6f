/**
 * The form that starts a Junqi game: against a friend (a link to share), against the computer,
 * or two computers to watch; the colour; the rules that vary. It opens with the choices made
 * last time in this browser.
 */

import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { rememberedChoices } from '../../session/choices';
import { CheckOption, type Choice, ChoiceGroup, LevelSelect } from '../../widgets/Choices';
import { checkedClock } from '../../widgets/ClockChoice';
import { FriendTableChoices } from '../../widgets/FriendTableChoices';
import { checkedGrace } from '../../widgets/GraceChoice';
import { HowToLink } from '../../widgets/HowToLink';
import { checkedSetupClock } from '../../widgets/SetupClockChoice';
import { StartButton, useStartGame } from '../../widgets/useStartGame';
import type { NewGameProps } from '../contract';
import { HOW_TO_PLAY } from './HowToPlay';
import { type JunqiColour, type JunqiOpponent, type JunqiSetup, startJunqi } from './start';

const OPPONENTS: Choice<JunqiOpponent>[] = [
  { id: 'friend', label: () => t('newGame.vsFriend') },
  { id: 'computer', label: () => t('newGame.vsComputer') },
  { id: 'watch', label: () => t('junqi.new.watch') },
];

const COLOURS: Choice<JunqiColour>[] = [
  { id: 'random', label: () => t('junqi.new.random') },
  { id: 'blue', label: () => t('junqi.new.blue') },
  { id: 'red', label: () => t('junqi.new.red') },
];

/** What may come back from storage: only known choices and levels the server offers now. */
function checked(saved: Partial<JunqiSetup>, bots: readonly string[]): Partial<JunqiSetup> {
  const ok: Partial<JunqiSetup> = {};
  if (OPPONENTS.some((o) => o.id === saved.opponent)) ok.opponent = saved.opponent!;
  if (COLOURS.some((c) => c.id === saved.colour)) ok.colour = saved.colour!;
  if (typeof saved.level === 'string' && bots.includes(saved.level)) ok.level = saved.level;
  if (typeof saved.redLevel === 'string' && bots.includes(saved.redLevel))
    ok.redLevel = saved.redLevel;
  for (const flag of ['quietDraw', 'mineKillsBoth', 'listed', 'rated'] as const) {
    if (typeof saved[flag] === 'boolean') ok[flag] = saved[flag];
  }
  ok.clock = checkedClock(saved.clock);
  ok.graceSeconds = checkedGrace(saved.graceSeconds);
  ok.setupSeconds = checkedSetupClock(saved.setupSeconds);
  return ok;
}

export function NewJunqiGame({ info, compact }: NewGameProps) {
  const [setup, setSetup] = useState<JunqiSetup>(() =>
    rememberedChoices<JunqiSetup>(
      'junqi',
      {
        opponent: 'friend',
        level: info.bots[0] ?? 'random',
        redLevel: info.bots.at(-1) ?? 'random',
        colour: 'random',
        quietDraw: false,
        mineKillsBoth: false,
        listed: false,
        rated: false,
        clock: checkedClock(undefined),
        graceSeconds: checkedGrace(undefined),
        setupSeconds: null,
      },
      (saved) => checked(saved, info.bots),
    ),
  );
  const change = (patch: Partial<JunqiSetup>) => setSetup((s) => ({ ...s, ...patch }));
  // The lobby shows every game's form on one page: a radio group must not join another card's.
  const name = (field: string) => `junqi-${field}${compact ? '-card' : ''}`;

  const { submit, busy, failure } = useStartGame('junqi', setup, startJunqi);

  const levelSelect = (field: 'level' | 'redLevel', label: string) => (
    <LevelSelect
      game="junqi"
      levels={info.bots}
      label={label}
      name={name(field)}
      value={setup[field]}
      onChange={(level) => change({ [field]: level })}
    />
  );

  return (
    <form class="new-game" onSubmit={submit} aria-label={t('newGame.title')}>
      {/* The lobby card has the link already, beside the blurb. */}
      {!compact && (
        <p class="howto-link-line">
          <HowToLink href={HOW_TO_PLAY} label={t('junqi.howTo.link')} />
        </p>
      )}
      <ChoiceGroup
        legend={t('newGame.opponent')}
        name={name('opponent')}
        choices={OPPONENTS}
        value={setup.opponent}
        onChange={(opponent) => change({ opponent })}
      />
      {setup.opponent === 'watch' ? (
        <div class="form-row">
          {levelSelect('level', t('junqi.new.blueLevel'))}
          {levelSelect('redLevel', t('junqi.new.redLevel'))}
        </div>
      ) : (
        <div class="form-row">
          {setup.opponent === 'computer' && levelSelect('level', t('newGame.level'))}
          <ChoiceGroup
            inline
            legend={t('junqi.new.colour')}
            name={name('colour')}
            choices={COLOURS}
            value={setup.colour}
            onChange={(colour) => change({ colour })}
          />
        </div>
      )}
      <fieldset class="junqi-rules-choice">
        <legend>{t('junqi.new.rules')}</legend>
        <CheckOption
          name="quietDraw"
          checked={setup.quietDraw}
          onChange={(quietDraw) => change({ quietDraw })}
          label={t('junqi.new.quietDraw')}
        />
        <CheckOption
          name="mineKillsBoth"
          checked={setup.mineKillsBoth}
          onChange={(mineKillsBoth) => change({ mineKillsBoth })}
          label={t('junqi.new.mineKillsBoth')}
          hint={t('junqi.new.mineKillsBothHint')}
        />
      </fieldset>{' '}
      {setup.opponent === 'friend' && (
        <FriendTableChoices
          value={setup}
          onChange={change}
          setupHint={t('junqi.new.setupClockHint')}
          ratedName={name('rated')}
        />
      )}
      <StartButton busy={busy} failure={failure} />
    </form>
  );
}
