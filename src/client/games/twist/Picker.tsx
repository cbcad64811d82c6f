/**
 * The challenge picker (/twist): the shipped challenges by level with the player's progress
 * (✓ and best time), a random new challenge per level, and the way to the editor.
 */
import { challengesOf, LEVELS } from '../../../games/twist';
import { t } from '../../i18n';
import { HowToLink } from '../../widgets/HowToLink';
import { useTitle } from '../../widgets/useTitle';
import { HOW_TO_PLAY } from './HowToPlay';
import { levelName } from './names';
import { formatTime, progress } from './progress';

export function Picker() {
  useTitle(t('game.twist.name'));
  const done = progress.value;
  return (
    <section class="twist-picker" aria-labelledby="twist-picker-title">
      <h1 id="twist-picker-title">{t('game.twist.name')}</h1>
      <p>{t('twist.intro')}</p>
      <p class="twist-picker-links">
        <a class="button" href="/twist/editor">
          {t('twist.editorLink')}
        </a>
        <HowToLink href={HOW_TO_PLAY} label={t('twist.howTo.link')} />
      </p>
      {LEVELS.map((level) => {
        const list = challengesOf(level);
        const solved = list.filter((c) => done[c.id] !== undefined).length;
        return (
          <section key={level} class="twist-level" aria-labelledby={`level-${level}`}>
            <div class="twist-level-head">
              <h2 id={`level-${level}`}>{levelName(level)}</h2>
              <span class="hint">{t('twist.solvedCount', { solved, total: list.length })}</span>
              <a class="button small" href={`/twist/random/${level}`}>
                {t('twist.random')}
              </a>
            </div>
            <ol class="twist-challenges">
              {list.map((c, i) => {
                const best = done[c.id];
                const n = i + 1;
                const label =
                  best === undefined
                    ? t('twist.challengeName', { level: levelName(level), n })
                    : t('twist.challengeSolved', {
                        level: levelName(level),
                        n,
                        time: formatTime(best),
                      });
                return (
                  <li key={c.id}>
                    <a
                      href={`/twist/play/${c.id}`}
                      class={best === undefined ? 'challenge' : 'challenge challenge-solved'}
                      aria-label={label}
                      title={label}
                    >
                      <span class="challenge-n">{n}</span>
                      {best !== undefined && (
                        <span class="challenge-done" aria-hidden="true">
                          ✓ {formatTime(best)}
                        </span>
                      )}
                    </a>
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </section>
  );
}
