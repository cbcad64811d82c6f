/**
 * A Junqi match: the two sides, the status line and the last attack's result above the board,
 * the board from the viewer's side, the last refusal, the flags shown, the setup's controls or
 * the move log and what the player knows of the enemy's pieces, and the buttons. Every click the
 * rules refuse is answered here at once, with the reason (refusal.ts asks the rules), and
 * nothing is sent; while a command is on its way the board waits, so the server applies them in
 * the order they were meant. Once the player is ready, and again as play begins, the page
 * brings the status line and the board into view. Once the game is over the board becomes the
 * replay. Whatever appears or grows comes after the board or beside it (junqi.css), so the
 * board never moves under the pointer.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { RuleError } from '../../../core/errors';
import type { Seat } from '../../../core/game';
import type { MatchStateMessage } from '../../../core/wire';
import { parseSquare, type Square, squareName } from '../../../games/junqi/board';
import { boardFromView } from '../../../games/junqi/from-view';
import type { JunqiMove } from '../../../games/junqi/game';
import { destinations } from '../../../games/junqi/moves';
import { FLAG, type Rank } from '../../../games/junqi/pieces';
import type { JunqiView } from '../../../games/junqi/view';
import { t, translateError } from '../../i18n';
import type { MatchSession } from '../../session/match';
import { play } from '../../sound/effects';
import { HowToLink } from '../../widgets/HowToLink';
import { MatchControls } from '../../widgets/MatchControls';
import { useSeatTimes } from '../../widgets/useSeatTimes';
import type { MatchViewProps } from '../contract';
import { againSetups } from './again';
import { Board } from './Board';
import { EnemyPanel } from './EnemyPanel';
import { ASPECT } from './geometry';
import { HOW_TO_PLAY } from './HowToPlay';
import { logText } from './logText';
import { MoveLog } from './MoveLog';
import { NoteMenu } from './NoteMenu';
import { Players } from './Players';
import { Replay } from './Replay';
import { type GameRecord, ownFlagShown, type RecordedMove } from './record';
import { moveRefusal, pieceRefusal, setupRefusal, swapRefusal } from './refusal';
import { SetupPanel } from './SetupPanel';
import { otherSide, seatOfSide, sideIndex, sideLabel } from './sides';
import { statusText } from './status';
import { useGameRecord } from './useGameRecord';
import { useJunqiSounds } from './useJunqiSounds';
import { useNotes } from './useNotes';

export function JunqiMatch({ session }: MatchViewProps) {
  const record = useGameRecord(session);
  useJunqiSounds(session);
  const state = session.state.value;
  if (!state || !record) return null;
  return <JunqiTable session={session} state={state} record={record} />;
}

const NONE: ReadonlySet<Square> = new Set();

interface TableProps {
  session: MatchSession;
  state: MatchStateMessage;
  record: GameRecord;
}

function JunqiTable({ session, state, record }: TableProps) {
  const view = state.view as JunqiView;
  const mine = session.mine.value;
  const error = session.error.value;
  const you = view.you;
  const side = you === null ? null : sideIndex(you);
  const seat: Seat | null = you === null ? null : seatOfSide(you);
  // The clocks count on between messages: each side's time left to get ready, in the setup.
  const times = useSeatTimes(state);
  const [selected, setSelected] = useState<Square | null>(null);
  const [busy, setBusy] = useState(false);
  const [warn, setWarn] = useState<Square | null>(null);
  const [marking, setMarking] = useState(false);
  /** The enemy piece whose notes are open, by origin. */
  const [noteOf, setNoteOf] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const boardWrap = useRef<HTMLDivElement>(null);

  // A new position replaces the mark of the last refusal.
  useEffect(() => setWarn(null), [state.version]);

  // Once this side is ready, and again when play begins, the status line and the board (the
  // enemy's half first) come into view: on a phone the Ready button is far below them.
  const readyNow = you !== null && view.ready[you];
  const seen = useRef({ ready: readyNow, phase: view.phase });
  useEffect(() => {
    const was = seen.current;
    seen.current = { ready: readyNow, phase: view.phase };
    const began = was.phase === 'setup' && view.phase === 'play';
    if (you === null || !((readyNow && !was.ready) || began)) return;
    const line = status.current?.getBoundingClientRect();
    const drawn = boardWrap.current?.getBoundingClientRect();
    if (!line || !drawn || (line.top >= 0 && drawn.bottom <= window.innerHeight)) return;
    status.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [readyNow, view.phase, you]);

  const board = useMemo(() => boardFromView(view), [view]);
  // A selection the position no longer bears out (the piece was taken, the phase changed) lapses.
  const chosen =
    selected !== null && side !== null && board[selected]?.side === side ? selected : null;
  const targets = useMemo(
    () => (view.phase === 'play' && chosen !== null ? new Set(destinations(board, chosen)) : NONE),
    [board, chosen, view.phase],
  );

  const refuse = (err: RuleError) => {
    session.refuse(err);
    const square = err.params?.square ?? err.params?.to;
    setWarn(typeof square === 'string' ? parseSquare(square) : null);
    play('refused');
  };

  const send = async (move: JunqiMove): Promise<boolean> => {
    if (seat === null || busy) return false;
    setBusy(true);
    setWarn(null);
    const ok = await session.move(seat, move);
    setBusy(false);
    if (!ok) play('refused');
    // A swap or a layout is this side's draft: no step tells of it, so its sound is played here.
    else if (move.type === 'swap') play('snap');
    else if (move.type === 'layout') play('place');
    return ok;
  };

  const choose = (s: Square | null) => {
    setSelected(s);
    setWarn(null);
    if (s !== null) session.clearError();
  };

  const pickSetup = (s: Square) => {
    if (you === null || side === null) return;
    if (view.ready[you]) {
      return refuse({
        code: 'junqi.already-ready',
        message: 'You said you were ready: your layout is final.',
      });
    }
    if (board[s]?.side !== side) {
      // A camp, the enemy's half: where the chosen piece may not stand, or nothing to choose.
      const why = setupRefusal(view, side, chosen, s);
      setSelected(null);
      return why ? refuse(why) : choose(null);
    }
    if (chosen === null) return choose(s);
    if (chosen === s) return choose(null);
    const why = swapRefusal(view, side, chosen, s);
    setSelected(null);
    if (why) return refuse(why);
    session.clearError();
    void send({ type: 'swap', a: squareName(chosen), b: squareName(s) });
  };

  const pickPlay = (s: Square) => {
    if (seat === null || side === null) return;
    if (board[s]?.side === side) {
      if (chosen === s) return choose(null);
      const why = pieceRefusal(view, s);
      if (why) {
        setSelected(null);
        return refuse(why);
      }
      return choose(s);
    }
    if (chosen !== null && targets.has(s)) {
      if (!state.toMove.includes(seat)) {
        return refuse({ code: 'not-your-turn', message: 'It is not your turn.' });
      }
      setSelected(null);
      void send({ type: 'move', from: squareName(chosen), to: squareName(s) });
      return;
    }
    // Nothing chosen, a square the piece cannot reach, a piece sheltered by its camp.
    const why = moveRefusal(view, side, chosen, s);
    setSelected(null);
    if (why) return refuse(why);
    choose(null);
  };

  const enemy = you === null ? null : otherSide(you);
  const notes = useNotes(session.matchId, view, record, state.version);
  const openNote = (s: Square) => {
    const piece = board[s];
    if (!notes?.pieces.has(s) || !piece) return false;
    setNoteOf(squareName(piece.origin));
    return true;
  };

  const pick = (s: Square) => {
    if (busy || state.outcome) return;
    setNoteOf(null);
    if (marking && openNote(s)) return;
    if (view.phase === 'setup') pickSetup(s);
    else if (view.phase === 'play') pickPlay(s);
  };

  const bottom = side ?? 0;
  const over = view.phase === 'over' || state.outcome !== null;
  const enemyFlag =
    enemy !== null && view.flagShown[enemy]
      ? view.pieces.find((p) => p.side === enemy && p.rank === FLAG)
      : undefined;
  const ownFlag = over ? null : ownFlagShown(view);
  const interactive = seat !== null && !over;
  // The open notes follow their piece; they close once it is gone.
  const noteSquare =
    noteOf === null
      ? null
      : (view.pieces.find((p) => p.origin === noteOf && p.side === enemy)?.square ?? null);
  const noteAt = noteSquare === null ? null : parseSquare(noteSquare);
  const openNotes = noteAt === null ? undefined : notes?.pieces.get(noteAt);
  const last = view.phase === 'play' ? lastAttack(record.moves) : null;
  const enemyOnBoard = view.pieces.filter((p) => p.side === enemy).length;

  return (
    <section
      class="junqi-match"
      aria-labelledby="match-title"
      style={{ '--jq-aspect': String(ASPECT) }}
    >
      <h1 id="match-title" class="visually-hidden">
        {t('game.junqi.name')}
      </h1>
      <p ref={status} class="status" role="status" aria-live="polite">
        {statusText(state, view, mine)}
      </p>
      {view.phase === 'play' && !over && (
        <p class="jq-last">
          {last ? (
            <>
              <span class="jq-log-ply">{last.ply}.</span>
              {logText({ kind: 'move', move: last }, you)}
            </>
          ) : (
            '\u00a0'
          )}
        </p>
      )}
      <div ref={boardWrap} class={`jq-board-wrap${marking ? ' jq-marking' : ''}`}>
        {over ? (
          <Replay record={record} view={view} bottom={bottom} />
        ) : (
          <Board
            pieces={view.pieces}
            bottom={bottom}
            you={you}
            selected={chosen}
            targets={targets}
            last={view.last}
            warn={warn}
            busy={busy}
            onPick={interactive ? pick : undefined}
            notes={notes?.board}
            onNote={notes ? (s) => void openNote(s) : undefined}
          />
        )}
        {openNotes && noteAt !== null && notes && enemy !== null && !over && (
          <NoteMenu
            square={noteAt}
            note={openNotes}
            enemy={sideIndex(enemy)}
            bottom={bottom}
            onMark={(rank: Rank | null) => notes.mark(openNotes.origin, rank)}
            onClose={() => setNoteOf(null)}
          />
        )}
      </div>
      <div class="jq-side">
        <p class={`message${error ? ' message-error' : ''}`} aria-live="assertive">
          {error ? translateError(error, 'junqi') : '\u00a0'}
        </p>
        {enemyFlag && enemy !== null && !over && (
          <p class="jq-notice" role="status">
            {t('junqi.flagNotice', { side: sideLabel(enemy), square: enemyFlag.square })}
          </p>
        )}
        {ownFlag && (
          <p class="jq-notice jq-notice-own" role="status">
            {t('junqi.ownFlagNotice', { square: ownFlag.square })}
          </p>
        )}
        {over && view.layouts && <p class="jq-notice">{t('junqi.status.layouts')}</p>}
        {notes && !over && (
          <div class="jq-tools">
            <button
              type="button"
              class="jq-mark-toggle"
              aria-pressed={marking}
              onClick={() => {
                setMarking(!marking);
                setNoteOf(null);
              }}
            >
              {t('junqi.notes.mark')}
            </button>
            {marking && <p class="hint jq-marking-hint">{t('junqi.notes.marking')}</p>}
          </div>
        )}
        <Players state={state} view={view} mine={mine} />
        {view.phase === 'play' && view.quietLimit !== null && view.quiet > 0 && (
          <p class="hint jq-quiet">
            {t('junqi.quiet', { count: view.quiet, limit: view.quietLimit })}
          </p>
        )}
        {view.phase === 'setup' && you !== null && (
          <SetupPanel
            view={view}
            you={you}
            busy={busy}
            send={send}
            clock={{
              mine: times.clock(seatOfSide(you)),
              theirs: times.clock(seatOfSide(otherSide(you))),
              // Gone with nobody playing for them: the other side may claim the game.
              timedOut:
                state.seats[seatOfSide(you)]?.away === true &&
                state.seats[seatOfSide(you)]?.level === undefined,
            }}
            opponentGone={
              state.seats[seatOfSide(otherSide(you))]?.away === true &&
              state.seats[seatOfSide(otherSide(you))]?.level === undefined
            }
          />
        )}
        <MatchControls session={session} again={againSetups(state, view, mine)} />
        {view.phase !== 'setup' && <MoveLog record={record} you={you} />}
        {notes && enemy !== null && !over && (
          <EnemyPanel notes={notes} enemy={enemy} onBoard={enemyOnBoard} />
        )}
        <div class="jq-hints">
          <p class="hint">
            {t('junqi.rules')} <HowToLink href={HOW_TO_PLAY} label={t('junqi.howTo.link')} />
          </p>
          {interactive && <p class="hint">{t('junqi.keys')}</p>}
          {interactive && notes && <p class="hint">{t('junqi.notes.keys')}</p>}
          {over && <p class="hint">{t('junqi.replay.keys')}</p>}
        </div>
      </div>
    </section>
  );
}

/**
 * The move whose result the player most wants in sight: the latest attack of the last two plies
 * (theirs, or the reply to it), else the latest move.
 */
function lastAttack(moves: readonly RecordedMove[]): RecordedMove | null {
  const recent = moves.slice(-2).reverse();
  return recent.find((m) => m.result !== null) ?? recent[0] ?? null;
}
