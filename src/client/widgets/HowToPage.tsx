/**
 * The frame of every game's "How to play" page: a title and a sentence, then short sections,
 * each a heading, a few lines and a small picture drawn with the game's own pieces, and at the
 * end the way to a game. Only the frame is shared: each game brings its own words and pictures.
 */
import type { ComponentChildren } from 'preact';
import { useTitle } from './useTitle';
import './howto.css';

export interface HowToSection {
  /** Unique on the page: it names the heading's id. */
  readonly id: string;
  readonly title: string;
  readonly body: ComponentChildren;
  /** A Figure; a section without one gives its text the whole width. */
  readonly figure?: ComponentChildren;
  /** The figure is too wide to stand beside the text: it goes under it, centred. */
  readonly wide?: boolean;
}

export interface HowToPageProps {
  /** The game's id: a class for its own styles (the colours of its pieces). */
  readonly game: string;
  readonly title: string;
  readonly lead: string;
  readonly sections: readonly HowToSection[];
  /** Where a game starts, and what the button says. */
  readonly start: { readonly href: string; readonly label: string };
}

export function HowToPage({ game, title, lead, sections, start }: HowToPageProps) {
  useTitle(title);
  return (
    <article class={`howto howto-${game}`} aria-labelledby="howto-title">
      <header class="howto-head">
        <h1 id="howto-title">{title}</h1>
        <p class="howto-lead">{lead}</p>
      </header>
      {sections.map((s) => (
        <section
          key={s.id}
          class={`howto-section${s.figure && !s.wide ? '' : ' howto-section-text'}`}
          aria-labelledby={`howto-${s.id}`}
          data-section={s.id}
        >
          <h2 id={`howto-${s.id}`}>{s.title}</h2>
          <div class="howto-body">{s.body}</div>
          {s.figure && <div class="howto-art">{s.figure}</div>}
        </section>
      ))}
      <footer class="howto-foot">
        <a class="button primary" href={start.href}>
          {start.label}
        </a>
      </footer>
    </article>
  );
}

/**
 * A picture with its words for those who cannot see it: the drawing inside is one image to a
 * screen reader, named by `label`; a short caption, when given, is shown under it. A `native`
 * figure (a table) keeps what it holds readable as it is, and `label` only names it.
 */
export function Figure({
  label,
  caption,
  class: extra,
  native = false,
  children,
}: {
  label: string;
  caption?: string;
  class?: string;
  native?: boolean;
  children: ComponentChildren;
}) {
  const classes = `howto-figure${extra ? ` ${extra}` : ''}`;
  if (native) {
    return (
      <figure class={classes} aria-label={label}>
        <div class="howto-picture">{children}</div>
        {caption && <figcaption class="howto-caption">{caption}</figcaption>}
      </figure>
    );
  }
  return (
    <figure class={classes}>
      <div class="howto-picture" role="img" aria-label={label}>
        {children}
      </div>
      {caption && <figcaption class="howto-caption">{caption}</figcaption>}
    </figure>
  );
}
