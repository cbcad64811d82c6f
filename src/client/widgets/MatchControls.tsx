/**
 * Rematch, draw, resign (with a confirmation step) and the game's own "new game" buttons, for
 * any game. A seat that has resigned has nothing left to resign or to offer: at a table that
 * plays on without it (a card series), its buttons go as soon as it resigns.
 */
import { useState } from 'preact/hooks';
import type { Seat } from '../../core/game';
import { t } from '../i18n';
import { navigate } from '../router/router';
import type { MatchSession } from '../session/match';
import { DrawOffer } from './DrawOffer';
import { Rematch } from './Rematch';

export interface AgainOption {
  label: string;
  /** Creates the new match; resolves with its id. */
  start: () => Promise<string>;
}

export interface MatchControlsProps {
  session: MatchSession;
  again: AgainOption[];
  /** The game's names of its seats in sentences ("Friend 2", "Blue"); the platform's by default. */
  name?: (seat: Seat) => string;
  /** What resigning means at this table, asked before it is done ("Really resign?" by default). */
  resignConfirm?: string;
}

export function MatchControls({ session, again, name, resignConfirm }: MatchControlsProps) {
  const state = session.state.value;
  const mine = session.mine.value;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!state) return null;
  // On a shared screen the player to move is the one who resigns.
  const resigner = session.actingSeat() ?? mine.find((s) => !state.seats[s]?.resigned);
  const playing =
    !state.outcome && resigner !== undefined && state.seats[resigner]?.resigned !== true;
  // With more than two seats, resigning need not end the game for the others.
  const question =
    resignConfirm ?? (state.seats.length > 2 ? t('table.resignPlaysOn') : t('match.resignConfirm'));

  const startAgain = async (opt: AgainOption) => {
    setBusy(true);
    try {
      navigate(`/m/${await opt.start()}`);
    } catch (err) {
      session.refuse({ code: 'network', message: String(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="controls">
      <Rematch session={session} name={name} />
      {again.map((opt) => (
        <button key={opt.label} type="button" disabled={busy} onClick={() => void startAgain(opt)}>
          {opt.label}
        </button>
      ))}{' '}
      {playing && !confirming && <DrawOffer session={session} name={name} />}
      {playing && !confirming && (
        <button type="button" class="quiet" onClick={() => setConfirming(true)}>
          {t('match.resign')}
        </button>
      )}
      {playing && confirming && (
        <span class="confirm">
          <span class="confirm-text">{question}</span>
          <span class="confirm-actions">
            <button
              type="button"
              class="danger"
              onClick={() => {
                setConfirming(false);
                if (resigner !== undefined) void session.resign(resigner);
              }}
            >
              {t('match.resignYes')}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {t('match.resignNo')}
            </button>
          </span>
        </span>
      )}
    </div>
  );
}
