/**
 * The challenge editor (/twist/editor): put pegs on the board (and one piece if you like), see
 * at once how many solutions the start has (counted in the worker, no further than a cap), and
 * share it as a link to the player that carries the placement string — once the count says it
 * can be solved, since a link to a puzzle without a solution would only frustrate.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  checkBoard,
  formatPosition,
  PEG_COLOUR,
  PEG_LIMIT,
  PEGS,
  type Peg,
  type PiecePlacement,
  type Position,
  placementError,
} from '../../../games/twist';
import { t } from '../../i18n';
import { location } from '../../router/router';
import { play } from '../../sound/effects';
import { CopyField } from '../../widgets/CopyField';
import { useTitle } from '../../widgets/useTitle';
import { colourName } from './names';
import { PlayArea } from './PlayArea';
import { missing } from './puzzle';
import { refusalText } from './refusal';
import { askCount } from './solverClient';

/** Counting stops here: past it, the start is far from a proper challenge anyway. */
const COUNT_CAP = 1000;

type Tool = Peg | 'erase';
type Count = { count: number; capped: boolean } | 'counting' | 'failed';

function initialPosition(): Position {
  const start = location.value.query.get('start');
  const r = start ? checkBoard(start) : null;
  if (!r?.ok) return { pieces: [], pegs: [] };
  return { pieces: r.value.pieces.slice(0, 1), pegs: r.value.pegs };
}

export function EditorPage() {
  useTitle(t('twist.editorTitle'));
  const [position, setPosition] = useState<Position>(initialPosition);
  const [tool, setTool] = useState<Tool>('i');
  const [message, setMessage] = useState<string | null>(null);
  const [count, setCount] = useState<Count>('counting');
  const asked = useRef(0);
  const start = formatPosition(position);

  useEffect(() => {
    const mine = ++asked.current;
    setCount('counting');
    askCount(start, COUNT_CAP + 1)
      .then((c) => {
        if (mine === asked.current) setCount(c);
      })
      .catch(() => {
        if (mine === asked.current) setCount('failed');
      });
  }, [start]);

  const toggleCell = (x: number, y: number) => {
    setMessage(null);
    const here = position.pegs.find((p) => p.x === x && p.y === y);
    if (here) {
      setPosition({ ...position, pegs: position.pegs.filter((p) => p !== here) });
      play('pickUp');
      return;
    }
    if (tool === 'erase') return;
    const same = position.pegs.filter((p) => p.peg === tool).length;
    if (same >= PEG_LIMIT[tool]) {
      setMessage(
        t('twist.pegLimit', { colour: colourName(PEG_COLOUR[tool]), count: PEG_LIMIT[tool] }),
      );
      play('refused');
      return;
    }
    setPosition({ ...position, pegs: [...position.pegs, { peg: tool, x, y }] });
    play('snap');
  };

  const countText =
    count === 'counting'
      ? t('twist.counting')
      : count === 'failed'
        ? t('twist.solverFailed')
        : count.count === 0
          ? t('twist.countNone')
          : count.capped
            ? t('twist.countMore', { count: COUNT_CAP })
            : count.count === 1
              ? t('twist.countOne')
              : t('twist.countMany', { count: count.count });
  const url = `${window.location.origin}/twist/play?start=${encodeURIComponent(start)}`;
  const solvable = typeof count === 'object' && count.count > 0;
  const whyNoLink =
    count === 'counting'
      ? t('twist.shareWaiting')
      : count === 'failed'
        ? t('twist.shareUnknown')
        : t('twist.shareNone');

  return (
    <section class="twist-page twist-editor" aria-labelledby="twist-editor-title">
      <div class="twist-head">
        <h1 id="twist-editor-title">{t('twist.editorTitle')}</h1>
      </div>
      <p>{t('twist.editorExplain')}</p>
      <fieldset class="twist-tools">
        <legend>{t('twist.tool')}</legend>
        <div class="choice">
          {[...PEGS, 'erase' as const].map((p) => (
            <label key={p} class="choice-option">
              <input
                type="radio"
                name="twist-tool"
                value={p}
                checked={tool === p}
                onChange={() => setTool(p)}
              />
              <span>
                {p !== 'erase' && (
                  <span class={`tool-dot colour-${PEG_COLOUR[p]}`} aria-hidden="true" />
                )}
                {p === 'erase'
                  ? t('twist.erase')
                  : t('twist.pegTool', { colour: colourName(PEG_COLOUR[p]) })}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p class={`message twist-message${message ? ' message-error' : ''}`} aria-live="polite">
        {message ?? ''}
      </p>
      <PlayArea
        position={position}
        fixed={new Set()}
        tray={position.pieces.length === 0 ? missing(position) : []}
        active
        check={(p: PiecePlacement) => placementError(position, p)}
        place={(p) => {
          setMessage(null);
          setPosition({ pieces: [p], pegs: position.pegs });
        }}
        lift={() => setPosition({ pieces: [], pegs: position.pegs })}
        refuse={(error, piece) => setMessage(refusalText(error, piece))}
        onFreeCell={toggleCell}
      />
      <p
        class="twist-count"
        role="status"
        data-count={typeof count === 'object' ? count.count : ''}
      >
        {countText}
      </p>
      <p class="twist-string">
        <span>{t('twist.placementString')}</span> <code>{start || '—'}</code>
      </p>
      {start && (
        <div class="share">
          <h2>{t('twist.shareTitle')}</h2>
          {solvable ? (
            <CopyField id="twist-share-url" value={url} label={t('twist.shareTitle')} />
          ) : (
            <p class="twist-no-link">{whyNoLink}</p>
          )}
          <p>
            {solvable && (
              <>
                <a class="button" href={`/twist/play?start=${encodeURIComponent(start)}`}>
                  {t('twist.playIt')}
                </a>{' '}
              </>
            )}
            <button
              type="button"
              class="quiet"
              onClick={() => setPosition({ pieces: [], pegs: [] })}
            >
              {t('twist.clear')}
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
