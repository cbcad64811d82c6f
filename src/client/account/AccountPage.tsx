/**
 * The account page at /account: the player's name, playing on another device (a one-time code
 * shown here or typed here, passkeys), signing out, and forgetting the player. Every refusal is
 * worded in the player's language by its code (`error.<code>`).
 */
import { useSignal } from '@preact/signals';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t, translateError } from '../i18n';
import { day } from '../profile/profileText';
import { profileHref } from '../router/router';
import { ApiError } from '../session/api';
import {
  claimCode,
  forgetMe,
  makeTransferCode,
  me,
  meFailed,
  rename,
  signOut,
  type TransferCode,
} from '../session/me';
import { useNow } from '../widgets/clock';
import { useTitle } from '../widgets/useTitle';
import {
  addPasskey,
  listPasskeys,
  type PasskeyInfo,
  passkeysSupported,
  removePasskey,
  signInWithPasskey,
} from './passkeys';
import './account.css';

/** A refusal in the player's language (the server's English text when it has no code we word). */
const wording = (e: unknown) =>
  e instanceof ApiError
    ? translateError(e)
    : translateError({ code: 'network', message: String(e) });

type Said = { kind: 'ok' | 'error'; text: string } | null;

/** What a section says after an action: a status, or an alert for a refusal. */
function Note({ said }: { said: Said }) {
  if (!said) return null;
  return said.kind === 'error' ? (
    <p class="form-error account-note" role="alert">
      {said.text}
    </p>
  ) : (
    <p class="account-note" role="status">
      {said.text}
    </p>
  );
}

/** Runs an action once at a time, and keeps what it said. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const run = async (work: () => Promise<string | null>) => {
    if (busy) return;
    setBusy(true);
    setSaid(null);
    try {
      const text = await work();
      setSaid(text ? { kind: 'ok', text } : null);
    } catch (e) {
      setSaid({ kind: 'error', text: wording(e) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, said, run, setSaid };
}

function NameSection() {
  const player = me.value;
  const [name, setName] = useState('');
  const action = useAction();
  return (
    <section class="account-section" aria-labelledby="account-name">
      <h2 id="account-name">{t('account.nameTitle')}</h2>
      <form
        aria-labelledby="account-name"
        onSubmit={(e) => {
          e.preventDefault();
          void action.run(async () => {
            const renamed = await rename(name);
            setName('');
            return t('account.renamed', { name: renamed.name });
          });
        }}
      >
        <label class="field">
          <span>{t('account.nameLabel')}</span>
          <input
            type="text"
            name="name"
            value={name}
            placeholder={player?.name}
            autocomplete="nickname"
            maxLength={60}
            required
            aria-describedby="account-name-hint"
            onInput={(e) => setName(e.currentTarget.value)}
          />
        </label>
        <p class="hint" id="account-name-hint">
          {t('account.nameHint')}
        </p>
        <button type="submit" disabled={action.busy}>
          {t('account.rename')}
        </button>
      </form>
      <Note said={action.said} />
    </section>
  );
}

/** m:ss until a moment, counted down every second. */
function useCountdown(until: number | null): number | null {
  const now = useNow(until !== null);
  return until === null ? null : Math.max(0, until - now);
}

const minutesSeconds = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** 8 characters as two groups of four, as they are easiest to read out and type. */
const grouped = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

function DevicesSection() {
  const [code, setCode] = useState<TransferCode | null>(null);
  const left = useCountdown(code?.expiresAt ?? null);
  const show = useAction();
  const [typed, setTyped] = useState('');
  const claim = useAction();
  const expired = left !== null && left <= 0;
  return (
    <section class="account-section" aria-labelledby="account-devices">
      <h2 id="account-devices">{t('account.devicesTitle')}</h2>
      <p>{t('account.devicesIntro')}</p>
      <button
        type="button"
        disabled={show.busy}
        onClick={() =>
          show.run(async () => {
            setCode(await makeTransferCode());
            return null;
          })
        }
      >
        {code ? t('account.newCode') : t('account.showCode')}
      </button>
      {code && (
        <div class="account-code">
          <span id="account-code-label">{t('account.codeLabel')}</span>
          <output
            class="transfer-code"
            aria-labelledby="account-code-label"
            data-expired={expired || undefined}
          >
            {grouped(code.code)}
          </output>
          <span class="hint" aria-live="polite">
            {expired
              ? t('account.codeExpired')
              : t('account.codeExpires', { time: minutesSeconds(left ?? 0) })}
          </span>
        </div>
      )}
      <Note said={show.said} />

      <h3 id="account-enter">{t('account.enterTitle')}</h3>
      <form
        aria-labelledby="account-enter"
        onSubmit={(e) => {
          e.preventDefault();
          void claim.run(async () => {
            const player = await claimCode(typed);
            setTyped('');
            return t('account.signedInAs', { name: player.name });
          });
        }}
      >
        <label class="field">
          <span>{t('account.enterLabel')}</span>
          <input
            type="text"
            name="code"
            value={typed}
            autocomplete="one-time-code"
            autocapitalize="characters"
            spellcheck={false}
            maxLength={20}
            required
            onInput={(e) => setTyped(e.currentTarget.value)}
          />
        </label>
        <button type="submit" disabled={claim.busy}>
          {t('account.enterButton')}
        </button>
      </form>
      <Note said={claim.said} />
    </section>
  );
}

function PasskeysSection() {
  const list = useSignal<PasskeyInfo[] | null>(null);
  const action = useAction();
  const playerId = me.value?.id;
  const supported = passkeysSupported();
  useEffect(() => {
    if (!playerId) return;
    let live = true;
    listPasskeys().then(
      (keys) => {
        if (live) list.value = keys;
      },
      () => {
        if (live) list.value = [];
      },
    );
    return () => {
      live = false;
    };
  }, [playerId]);
  const keys = list.value;
  return (
    <section class="account-section" aria-labelledby="account-passkeys">
      <h2 id="account-passkeys">{t('account.passkeysTitle')}</h2>
      <p>{t('account.passkeysIntro')}</p>
      {!supported && <p class="hint">{t('account.noWebAuthn')}</p>}
      {keys && keys.length === 0 && <p>{t('account.passkeysNone')}</p>}
      {keys && keys.length > 0 && (
        <ul class="account-passkeys">
          {keys.map((k) => (
            <li key={k.id}>
              <span>
                {t('account.passkeyItem', { date: day(k.createdAt) })}
                {k.usedAt !== null && ` · ${t('account.passkeyUsed', { date: day(k.usedAt) })}`}
              </span>
              <button
                type="button"
                class="small quiet"
                disabled={action.busy}
                onClick={() =>
                  action.run(async () => {
                    await removePasskey(k.id);
                    list.value = (list.value ?? []).filter((x) => x.id !== k.id);
                    return t('account.passkeyRemoved');
                  })
                }
              >
                {t('account.removePasskey')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {supported && (
        <div class="account-buttons">
          <button
            type="button"
            disabled={action.busy}
            onClick={() =>
              action.run(async () => {
                const made = await addPasskey();
                list.value = [...(list.value ?? []), made];
                return t('account.passkeyMade');
              })
            }
          >
            {t('account.addPasskey')}
          </button>
          <button
            type="button"
            disabled={action.busy}
            onClick={() =>
              action.run(async () => {
                const player = await signInWithPasskey();
                return t('account.signedInAs', { name: player.name });
              })
            }
          >
            {t('account.signInPasskey')}
          </button>
        </div>
      )}
      <Note said={action.said} />
    </section>
  );
}

function LeaveSection() {
  const player = me.value;
  const [confirming, setConfirming] = useState(false);
  // Signing out asks first: a guest with no passkey and no other device loses the player.
  const [leaving, setLeaving] = useState(false);
  const action = useAction();
  const confirmRef = useRef<HTMLDivElement>(null);
  const leaveRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [confirming]);
  useEffect(() => {
    if (leaving) leaveRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [leaving]);
  return (
    <>
      <section class="account-section" aria-labelledby="account-sign-out">
        <h2 id="account-sign-out">{t('account.signOutTitle')}</h2>
        <p>{t('account.signOutIntro')}</p>
        {!leaving ? (
          <button type="button" onClick={() => setLeaving(true)}>
            {t('account.signOut')}
          </button>
        ) : (
          <div
            class="account-confirm"
            role="alertdialog"
            aria-labelledby="account-sign-out-confirm"
            aria-describedby="account-sign-out-what"
            ref={leaveRef}
          >
            <h3 id="account-sign-out-confirm">
              {t('account.signOutConfirmTitle', { name: player?.name ?? '' })}
            </h3>
            <p id="account-sign-out-what">
              {t('account.signOutWarning', { name: player?.name ?? '' })}
            </p>
            <div class="account-buttons">
              <button type="button" onClick={() => setLeaving(false)}>
                {t('account.cancel')}
              </button>
              <button
                type="button"
                disabled={action.busy}
                onClick={() =>
                  action.run(async () => {
                    const guest = await signOut();
                    setLeaving(false);
                    return guest ? t('account.signedOut', { name: guest.name }) : null;
                  })
                }
              >
                {t('account.signOutConfirm')}
              </button>
            </div>
          </div>
        )}
      </section>

      <section class="account-section account-danger" aria-labelledby="account-forget">
        <h2 id="account-forget">{t('account.forgetTitle')}</h2>
        <p>{t('account.forgetIntro')}</p>
        {!confirming ? (
          <button type="button" class="danger" onClick={() => setConfirming(true)}>
            {t('account.forget')}
          </button>
        ) : (
          <div
            class="account-confirm"
            role="alertdialog"
            aria-labelledby="account-forget-confirm"
            aria-describedby="account-forget-what"
            ref={confirmRef}
          >
            <h3 id="account-forget-confirm">
              {t('account.forgetConfirmTitle', { name: player?.name ?? '' })}
            </h3>
            <div id="account-forget-what">
              <p>{t('account.forgetDeleted')}</p>
              <p>{t('account.forgetKept')}</p>
              <p>{t('account.forgetNote')}</p>
            </div>
            <div class="account-buttons">
              <button type="button" onClick={() => setConfirming(false)}>
                {t('account.cancel')}
              </button>
              <button
                type="button"
                class="danger"
                disabled={action.busy}
                onClick={() =>
                  action.run(async () => {
                    const guest = await forgetMe();
                    setConfirming(false);
                    return guest ? t('account.forgotten', { name: guest.name }) : null;
                  })
                }
              >
                {t('account.forgetConfirm')}
              </button>
            </div>
          </div>
        )}
      </section>
      <Note said={action.said} />
    </>
  );
}

export function AccountPage() {
  useTitle(t('account.title'));
  const player = me.value;
  if (!player) {
    return <p class="page-note">{meFailed.value ? t('common.loadFailed') : t('common.loading')}</p>;
  }
  return (
    <div class="account">
      <h1>{t('account.title')}</h1>
      <p>
        {t('account.playingAs', { name: player.name })}{' '}
        <a href={profileHref(player.name)}>{t('account.profileLink')}</a>
      </p>
      <NameSection />
      <DevicesSection />
      <PasskeysSection />
      <LeaveSection />
    </div>
  );
}
