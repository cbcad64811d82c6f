/**
 * A knight drawn as a path (no font glyph: chess symbols are missing from many system fonts).
 * Drawn in a 100×100 box; the caller positions it with a transform.
 */
export function KnightIcon({ class: className }: { class?: string }) {
  return (
    <g class={className}>
      <path
        class="knight-body"
        d="M30 84 L72 84 C72 78 70 74 66 72 C64 62 66 52 72 44 C78 36 76 24 66 18 C60 14 54 13 48 14 L44 8 L39 16 C32 20 27 27 25 35 L20 47 C18 52 21 57 26 57 C30 57 33 55 36 52 C40 50 45 50 50 47 C46 56 38 62 35 70 C32 72 30 76 30 84 Z"
      />
      <circle class="knight-eye" cx="46" cy="27" r="3.4" />
    </g>
  );
}
