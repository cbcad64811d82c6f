/**
 * An offer the others made (a draw, a rematch), to accept or decline: the question and its two
 * buttons, kept together on one line however narrow the column.
 */
export function OfferAnswer({
  question,
  accept,
  decline,
  onAccept,
  onDecline,
}: {
  question: string;
  accept: string;
  decline: string;
  onAccept: () => void;
  onDecline: () => void;
}) {
  return (
    <span class="confirm">
      <span class="confirm-text">{question}</span>
      <span class="confirm-actions">
        <button type="button" class="primary" onClick={onAccept}>
          {accept}
        </button>
        <button type="button" onClick={onDecline}>
          {decline}
        </button>
      </span>
    </span>
  );
}
