/**
 * What every game's new-game form does on Start: remember the choices, create the match and go
 * to it, or say in the player's language why it could not; and the Start button with that line.
 */
import { useState } from 'preact/hooks';
import { t, translateError } from '../i18n';
import { navigate } from '../router/router';
import { ApiError } from '../session/api';
import { rememberChoices } from '../session/choices';

export interface Starting {
  submit: (e: Event) => Promise<void>;
  busy: boolean;
  failure: string | null;
}

/** `start` creates the match the setup describes and resolves with its id. */
export function useStartGame<S extends object>(
  game: string,
  setup: S,
  start: (setup: S) => Promise<string>,
): Starting {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      rememberChoices(game, setup);
      navigate(`/m/${await start(setup)}`);
    } catch (err) {
      const reason =
        err instanceof ApiError
          ? translateError({ code: err.code, message: err.message, params: err.params }, game)
          : String(err);
      setFailure(t('newGame.failed', { reason }));
      setBusy(false);
    }
  };
  return { submit, busy, failure };
}

/** The form's Start button, and why the last start failed. */
export function StartButton({ busy, failure }: Omit<Starting, 'submit'>) {
  return (
    <>
      <button type="submit" class="primary" disabled={busy}>
        {busy ? t('newGame.starting') : t('newGame.start')}
      </button>
      {failure && (
        <p class="form-error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
