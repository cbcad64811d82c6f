/**
 * The moment the board is full: confetti over the board, and in place of the (empty) tray the
 * time, a new best, and where to go next. The solved board itself stays in view.
 */
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n';
import { formatTime } from './progress';

const CONFETTI = ['red', 'blue', 'green', 'yellow'] as const;

export function Celebration({
  ms,
  newBest,
  revealed,
  children,
}: {
  ms: number;
  newBest: boolean;
  revealed: boolean;
  children?: ComponentChildren;
}) {
  return (
    <>
      {!revealed && (
        <div class="confetti" aria-hidden="true">
          {Array.from({ length: 28 }, (_, i) => (
            <span
              key={i}
              class={`colour-${CONFETTI[i % 4]}`}
              style={{
                left: `${(i * 37) % 100}%`,
                animationDelay: `${(i % 7) * 0.12}s`,
                animationDuration: `${1.6 + (i % 5) * 0.25}s`,
              }}
            />
          ))}
        </div>
      )}
      <div class={`twist-celebration${revealed ? ' twist-revealed' : ''}`} role="status">
        <h2>{revealed ? t('twist.solutionShown') : t('twist.solved')}</h2>
        {!revealed && <p>{t('twist.solvedIn', { time: formatTime(ms) })}</p>}
        {!revealed && newBest && <p class="twist-best">{t('twist.newBest')}</p>}
        <div class="twist-celebration-actions">{children}</div>
      </div>
    </>
  );
}
