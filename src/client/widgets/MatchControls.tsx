/** Rematch, resign (with a confirmation step) and the game's own "new game" buttons, for any game. */
import { useState } from 'preact/hooks';
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

export function MatchControls({ session, again }: { session: MatchSession; again: AgainOption[] }) {
  const state = session.state.value;
  const mine = session.mine.value;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!state) return null;
  const playing = !state.outcome && mine.length > 0;
  // On a shared screen the player to move is the one who resigns.
  const resigner = session.actingSeat() ?? mine[0];

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
      <Rematch session={session} />
      {again.map((opt) => (
        <button key={opt.label} type="button" disabled={busy} onClick={() => void startAgain(opt)}>
          {opt.label}
        </button>
      ))}{' '}
      {playing && !confirming && <DrawOffer session={session} />}
      {playing && resigner !== undefined && !confirming && (
        <button type="button" class="quiet" onClick={() => setConfirming(true)}>
          {t('match.resign')}
        </button>
      )}
      {playing && resigner !== undefined && confirming && (
        <span class="confirm">
          <span>{t('match.resignConfirm')}</span>
          <button
            type="button"
            class="danger"
            onClick={() => {
              setConfirming(false);
              void session.resign(resigner);
            }}
          >
            {t('match.resignYes')}
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            {t('match.resignNo')}
          </button>
        </span>
      )}
    </div>
  );
}
