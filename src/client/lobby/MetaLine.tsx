/** The small print of a lobby row: a few phrases set apart by dots. */
import { Fragment } from 'preact';

export interface MetaPart {
  text: string;
  /** A class for the phrase to stand out, such as the standing of a game. */
  tone?: string;
}

export function MetaLine({ parts }: { parts: readonly MetaPart[] }) {
  return (
    <span class="match-meta">
      {parts.map((p, i) => (
        <Fragment key={p.text}>
          {/* The dot keeps to the phrase before it; the line may break after it. */}
          {i > 0 && <span aria-hidden="true">{'\u00a0· '}</span>}
          <span class={p.tone}>{p.text}</span>
        </Fragment>
      ))}
    </span>
  );
}
