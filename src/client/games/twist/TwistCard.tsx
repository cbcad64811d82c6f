/** The twist card in the lobby: straight into a level (solo, so no server match to start). */
import { challengesOf, LEVELS, type Level } from '../../../games/twist';
import { t } from '../../i18n';
import type { MatchViewProps, NewGameProps } from '../registry';
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
  return (
    <div class="twist-card">
      <ul class="twist-card-levels">
        {LEVELS.map((level) => (
          <li key={level}>
            <a class="button small" href={`/twist/play/${nextOf(level, done)}`}>
              {levelName(level)}
            </a>
          </li>
        ))}
      </ul>
      <p class="twist-card-actions">
        <a class="button primary" href="/twist">
          {t('twist.play')}
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
