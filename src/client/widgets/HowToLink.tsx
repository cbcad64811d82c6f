/** The small "How to play" link a game's pages and its lobby card share. */
import './howto.css';
export function HowToLink({
  href,
  label,
  describedBy,
}: {
  href: string;
  label: string;
  /** The id of what names the game, where the link's own words do not (a lobby card). */
  describedBy?: string;
}) {
  return (
    <a class="howto-link" href={href} aria-describedby={describedBy}>
      <svg class="howto-link-icon" viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="10" r="8.25" />
        <path d="M7.6 7.7 C7.6 4.9 12.4 4.9 12.4 7.7 C12.4 9.6 10 9.7 10 11.8" />
        <circle class="howto-link-dot" cx="10" cy="14.6" r="1.1" />
      </svg>
      {label}
    </a>
  );
}
