/**
 * The twist card in the lobby. Twist is solo, so there is no match to set up: the card picks a
 * level and its one Play button starts that level's next unsolved challenge at once — the button
 * names it, so nobody expects a form to come first.
 */
import { useState } from 'preact/hooks';
import { challengesOf, LEVELS, type Level } from '../../../games/twist';
import { t } from '../../i18n';
import type { MatchViewProps, NewGameProps } from '../contract';
import { challengeNumber } from './challengeNumber';
import { levelName } from './names';
import { progress } from './progress';

/** The first challenge of a level not solved yet (or the first, when all are). */
function nextOf(level: Level, solved: Readonly<Record<string, number>>): string {
  const list = challengesOf(level);
  return (list.find((c) => solved[c.id] === undefined) ?? list[0])?.id ?? '';
}

export function TwistCard(_: NewGameProps) {
  const done = progress.value;
  const solved = Object.keys(done).length;
  const [level, setLevel] = useState<Level>(LEVELS[0]);
  const next = nextOf(level, done);
  return (
    <div class="twist-card">
      <div class="twist-card-start">
        <label class="field">
          <span>{t('twist.cardLevel')}</span>
          <select value={level} onChange={(e) => setLevel(e.currentTarget.value as Level)}>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {levelName(l)}
              </option>
            ))}
          </select>
        </label>
        <a class="button primary" href={`/twist/play/${next}`}>
          {t('twist.playNext', {
            challenge: t('twist.challengeName', {
              level: levelName(level),
              n: challengeNumber(next),
            }),
          })}
        </a>
      </div>
      <p class="twist-card-actions">
        <a class="button" href="/twist">
          {t('twist.allChallenges')}
        </a>
        <a class="button" href="/twist/editor">
          {t('twist.editorLink')}
        </a>
      </p>
      {solved > 0 && <p class="hint">{t('twist.solvedTotal', { count: solved })}</p>}
    </div>
  );
}

/** A twist match made elsewhere (e.g. the command line) is played on the puzzle pages here. */
export function TwistMatchNote(_: MatchViewProps) {
  return (
    <p class="page-note">
      <a href="/twist">{t('twist.play')}</a>
    </p>
  );
}
