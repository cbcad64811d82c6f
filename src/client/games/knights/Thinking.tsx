/**
 * The computer is working on its move (on the server): a knight that bobs and three dots, so the
 * page never looks frozen while a slow level thinks.
 */
import { KnightIcon } from './KnightIcon';

export function Thinking({ seat }: { seat: number }) {
  return (
    <span class="thinking" data-thinking="true" aria-hidden="true">
      <svg viewBox="0 0 100 100" class="thinking-knight" aria-hidden="true">
        <KnightIcon class={`knight seat-${seat}`} />
      </svg>
      <span class="thinking-dots">
        <span />
        <span />
        <span />
      </span>
    </span>
  );
}
