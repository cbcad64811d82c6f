/** A small turning arc: work is going on in the background (the analysis worker). */
export function Spinner() {
  return (
    <svg class="spinner" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx={10} cy={10} r={7} />
    </svg>
  );
}
