/**
 * The form that starts a knights game: opponent, level, order, board size, and for a friend a
 * clock per move and whether anyone may join. It opens with the choices made last time in this
 * browser.
 */
import { useState } from 'preact/hooks';
import { MAX_SIDE, MIN_SIDE } from '../../../games/knights/board';
import { knightsRatedRefusal } from '../../../games/knights/rated';
import { t, translateError } from '../../i18n';
import { rememberedChoices } from '../../session/choices';
import { type Choice, ChoiceGroup, LevelSelect } from '../../widgets/Choices';
import { checkedClock } from '../../widgets/ClockChoice';
import { FriendTableChoices } from '../../widgets/FriendTableChoices';
import { checkedGrace } from '../../widgets/GraceChoice';
import { HowToLink } from '../../widgets/HowToLink';
import { StartButton, useStartGame } from '../../widgets/useStartGame';
import type { NewGameProps } from '../contract';
import { HOW_TO_PLAY } from './HowToPlay';
import { type KnightsSetup, type Opponent, startKnights } from './start';

const SIDES = Array.from({ length: MAX_SIDE - MIN_SIDE + 1 }, (_, i) => MIN_SIDE + i);
const ORDERS: Choice<'first' | 'second'>[] = [
  { id: 'first', label: () => t('newGame.first') },
  { id: 'second', label: () => t('newGame.second') },
];
const OPPONENTS: Choice<Opponent>[] = [
  { id: 'computer', label: () => t('newGame.vsComputer') },
  { id: 'friend', label: () => t('newGame.vsFriend') },
  { id: 'screen', label: () => t('newGame.sameScreen') },
];

/** What may come back from storage: only known opponents, levels the server offers, real sizes. */
function checked(saved: Partial<KnightsSetup>, bots: readonly string[]): Partial<KnightsSetup> {
  const ok: Partial<KnightsSetup> = {};
  if (OPPONENTS.some((o) => o.id === saved.opponent)) ok.opponent = saved.opponent!;
  if (typeof saved.level === 'string' && bots.includes(saved.level)) ok.level = saved.level;
  if (typeof saved.first === 'boolean') ok.first = saved.first;
  if (typeof saved.listed === 'boolean') ok.listed = saved.listed;
  if (typeof saved.rated === 'boolean') ok.rated = saved.rated;
  if (SIDES.includes(saved.files as number)) ok.files = saved.files!;
  if (SIDES.includes(saved.ranks as number)) ok.ranks = saved.ranks!;
  ok.clock = checkedClock(saved.clock);
  ok.graceSeconds = checkedGrace(saved.graceSeconds);
  return ok;
}

/** Why this board cannot be rated, in the player's words (the rule the server asks too). */
function unrateable(setup: KnightsSetup): string | null {
  const refusal = knightsRatedRefusal(setup);
  return refusal && translateError(refusal, 'knights');
}

export function NewKnightsGame({ info, compact }: NewGameProps) {
  const [setup, setSetup] = useState<KnightsSetup>(() =>
    rememberedChoices<KnightsSetup>(
      'knights',
      {
        opponent: 'computer',
        level: info.bots[0] ?? 'beginner',
        first: true,
        files: 8,
        ranks: 8,
        listed: false,
        rated: false,
        clock: checkedClock(undefined),
        graceSeconds: checkedGrace(undefined),
      },
      (saved) => checked(saved, info.bots),
    ),
  );
  const change = (patch: Partial<KnightsSetup>) => setSetup((s) => ({ ...s, ...patch }));

  const { submit, busy, failure } = useStartGame('knights', setup, startKnights);

  return (
    <form class="new-game" onSubmit={submit} aria-label={t('newGame.title')}>
      {/* The lobby card has the link already, beside the blurb. */}
      {!compact && (
        <p class="howto-link-line">
          <HowToLink href={HOW_TO_PLAY} label={t('knights.howTo.link')} />
        </p>
      )}
      <ChoiceGroup
        legend={t('newGame.opponent')}
        name="opponent"
        choices={OPPONENTS}
        value={setup.opponent}
        onChange={(opponent) => change({ opponent })}
      />

      {setup.opponent === 'computer' && (
        <div class="form-row">
          <LevelSelect
            game="knights"
            levels={info.bots}
            label={t('newGame.level')}
            name="level"
            value={setup.level}
            onChange={(level) => change({ level })}
          />
          <ChoiceGroup
            inline
            legend={t('newGame.order')}
            name="order"
            choices={ORDERS}
            value={setup.first ? 'first' : 'second'}
            onChange={(order) => change({ first: order === 'first' })}
          />
        </div>
      )}

      {setup.opponent === 'friend' && (
        <FriendTableChoices
          value={setup}
          onChange={change}
          ratedUnavailable={unrateable(setup)}
          ratedName={`knights-rated${compact ? '-card' : ''}`}
        />
      )}

      <fieldset class="size">
        <legend>{t('newGame.size')}</legend>
        <div class="size-fields">
          <SideSelect
            name="files"
            label={t('newGame.files')}
            value={setup.files}
            onChange={(files) => change({ files })}
          />
          <span class="times" aria-hidden="true">
            ×
          </span>
          <SideSelect
            name="ranks"
            label={t('newGame.ranks')}
            value={setup.ranks}
            onChange={(ranks) => change({ ranks })}
          />
        </div>
      </fieldset>

      <StartButton busy={busy} failure={failure} />
    </form>
  );
}

/** One side of the board, 3 to 8. */
function SideSelect(props: {
  name: string;
  label: string;
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <select
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(Number(e.currentTarget.value))}
      >
        {SIDES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
