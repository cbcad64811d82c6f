/**
 * The setup's own controls: a random layout, the layouts saved in this browser (save the one on
 * the board, load one — turned round when it was saved for the other side — or delete it), and
 * Ready. Nothing here may be used while a command is on its way, nor once the player is ready.
 */
import { useEffect, useState } from 'preact/hooks';
import { Rng, randomSeed } from '../../../core/rng';
import type { JunqiMove } from '../../../games/junqi/game';
import { layoutRecord, randomLayout } from '../../../games/junqi/layout';
import type { Rank, SideName } from '../../../games/junqi/pieces';
import type { JunqiView } from '../../../games/junqi/view';
import { t, translateError } from '../../i18n';
import { play } from '../../sound/effects';
import { formatDuration } from '../../widgets/clock';
import {
  deleteLayout,
  layoutFor,
  refreshSavedLayouts,
  savedLayouts,
  saveLayout,
} from './savedLayouts';
import { otherSide, sideIndex, sideLabel } from './sides';

interface SetupPanelProps {
  view: JunqiView;
  you: SideName;
  busy: boolean;
  send: (move: JunqiMove) => Promise<boolean>;
  /**
   * The time each side has left to get ready, where the table has a setup clock (null: none, or
   * that side is ready); and whether the player's own time ran out, so that they count as gone.
   */
  clock?: { mine: number | null; theirs: number | null; timedOut: boolean };
  /** The other side has left the table with nobody playing for them. */
  opponentGone?: boolean;
}

/** As the seats' clocks beside the board read it (SeatClock), so that the two always agree. */
const countdown = (ms: number) => formatDuration(ms);

const ownLayout = (view: JunqiView, you: SideName): Record<string, Rank> => {
  const out: Record<string, Rank> = {};
  for (const p of view.pieces) if (p.side === you && p.rank !== null) out[p.square] = p.rank;
  return out;
};

export function SetupPanel({ view, you, busy, send, clock, opponentGone }: SetupPanelProps) {
  const ready = view.ready[you];
  const saved = savedLayouts.value;
  const [choice, setChoice] = useState('');
  const [name, setName] = useState('');
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => refreshSavedLayouts(), []);
  const chosen = saved.find((l) => l.name === choice) ?? saved[0];
  const opponent = otherSide(you);
  const disabled = busy || ready;

  const random = () => {
    setNote(null);
    const layout = randomLayout(sideIndex(you), new Rng(randomSeed()));
    void send({ type: 'layout', pieces: layoutRecord(layout) });
  };

  const load = () => {
    if (!chosen) return;
    const layout = layoutFor(chosen, you);
    if (!layout.ok) {
      const reason = translateError(layout.error, 'junqi');
      setNote(t('junqi.setup.badSaved', { name: chosen.name, reason }));
      play('refused');
      return;
    }
    void send({ type: 'layout', pieces: layoutRecord(layout.value) }).then((ok) => {
      if (ok) setNote(t('junqi.setup.loaded', { name: chosen.name }));
    });
  };

  const save = (e: Event) => {
    e.preventDefault();
    const wanted = name.trim() || t('junqi.setup.defaultName', { n: saved.length + 1 });
    const ok = saveLayout({ name: wanted, side: you, pieces: ownLayout(view, you) });
    setNote(ok ? t('junqi.setup.savedAs', { name: wanted }) : t('junqi.setup.notSaved'));
    if (ok) {
      setChoice(wanted);
      setName('');
    }
  };

  const remove = () => {
    if (!chosen) return;
    deleteLayout(chosen.name);
    setChoice('');
    setNote(null);
  };

  return (
    <section class="jq-setup" aria-label={t('junqi.setup.saved')}>
      <p class="jq-opponent-ready">
        {opponentGone
          ? t('junqi.setup.opponentGone', { side: sideLabel(opponent) })
          : view.ready[opponent]
            ? t('junqi.setup.opponentReady', { side: sideLabel(opponent) })
            : clock?.theirs != null
              ? t('junqi.setup.opponentTimeLeft', {
                  side: sideLabel(opponent),
                  time: countdown(clock.theirs),
                })
              : t('junqi.setup.opponentSettingUp', { side: sideLabel(opponent) })}
      </p>
      {!ready && clock?.timedOut && (
        <p class="jq-setup-timed-out" role="alert">
          {t('junqi.setup.timedOut', { side: sideLabel(opponent) })}
        </p>
      )}
      {!ready && !clock?.timedOut && clock?.mine != null && (
        <p class={`jq-setup-clock${clock.mine < 30_000 ? ' jq-setup-clock-low' : ''}`}>
          {t('junqi.setup.timeLeft', { time: countdown(clock.mine) })}
        </p>
      )}
      {ready ? (
        <p class="jq-final">{t('junqi.setup.final')}</p>
      ) : (
        <>
          <div class="jq-setup-row">
            <button type="button" disabled={disabled} onClick={random}>
              {t('junqi.setup.random')}
            </button>
            <button
              type="button"
              class="primary"
              disabled={disabled}
              onClick={() => void send({ type: 'ready' })}
            >
              {t('junqi.setup.ready')}
            </button>
          </div>
          <div class="jq-setup-row">
            <label class="field jq-saved">
              <span>{t('junqi.setup.saved')}</span>
              <select
                name="saved-layout"
                value={chosen?.name ?? ''}
                disabled={disabled || saved.length === 0}
                onChange={(e) => setChoice(e.currentTarget.value)}
              >
                {saved.length === 0 && <option value="">{t('junqi.setup.noneSaved')}</option>}
                {saved.map((l) => (
                  <option key={l.name} value={l.name}>
                    {l.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" disabled={disabled || !chosen} onClick={load}>
              {t('junqi.setup.load')}
            </button>
            <button type="button" class="quiet" disabled={disabled || !chosen} onClick={remove}>
              {t('junqi.setup.delete')}
            </button>
          </div>
          <form class="jq-setup-row" onSubmit={save}>
            <label class="field jq-name">
              <span>{t('junqi.setup.name')}</span>
              <input
                type="text"
                name="layout-name"
                maxLength={40}
                value={name}
                placeholder={t('junqi.setup.defaultName', { n: saved.length + 1 })}
                onInput={(e) => setName(e.currentTarget.value)}
              />
            </label>
            <button type="submit" disabled={busy}>
              {t('junqi.setup.save')}
            </button>
          </form>
          <p class="jq-setup-note" role="status">
            {note ?? t('junqi.setup.help')}
          </p>
        </>
      )}
    </section>
  );
}
