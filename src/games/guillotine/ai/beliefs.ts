/**
 * What one seat knows of where the unseen cards are, beyond its own hand and the cards played:
 * the cards each other seat cannot hold. In the trick games a seat that did not follow the suit
 * led holds none of it; in Dominoes a seat that passed without a bonus held nothing playable
 * then. Followed from the events the seat saw, and rebuilt from the view when the story has a
 * gap — the trick games lose nothing by that (the view's captures say who played what), Dominoes
 * loses what the passes told.
 */
import type { SeenStep } from '../../../core/game';
import type { GuillotineEvent, GuillotineView } from '../game';
import { bit, cardIndex, suitMask } from './bits';
import { DominoSim } from './domino-sim';
import { loadRows, playedOf, tricksOf } from './seen';

/** One turn of a Dominoes deal: the seat and the card it played (-1: it passed). */
export interface DominoTurn {
  readonly seat: number;
  readonly card: number;
}

export class Beliefs {
  private dealNo = -1;
  private game: GuillotineView['game'] = null;
  private played = 0;
  /** The suit led in the trick under way, -1 between tricks. */
  private led = -1;
  /** Dominoes: the rows as they stand, and the seat on an ace bonus (-1: none). */
  private readonly rows = new DominoSim();
  private bonusSeat = -1;
  private aceAny = true;
  /** Per seat, the cards it cannot hold. */
  private readonly excluded = [0, 0, 0, 0];
  /** Dominoes: every turn of the deal so far in order (card -1: a pass); null if we missed some. */
  private turns: DominoTurn[] | null = [];

  constructor() {
    // A mind told the story from the start begins at the first deal, which no event announces.
    this.reset(0, null);
  }

  /** The cards each seat cannot hold, after the events since the last call (null: unknown). */
  update(view: GuillotineView, events: readonly SeenStep[] | null | undefined): readonly number[] {
    this.aceAny = view.options.aceBonus === 'any';
    if (events) for (const step of events) for (const e of step.events) this.observe(e);
    if (!events || !this.inStep(view)) this.rebuild(view);
    return [...this.excluded];
  }

  /** Dominoes: the turns of the deal under way, in order, or null when the story has a gap. */
  dominoTurns(): readonly DominoTurn[] | null {
    return this.turns;
  }

  private inStep(view: GuillotineView): boolean {
    return this.dealNo === view.dealNo && this.game === view.game && this.played === playedOf(view);
  }

  private reset(dealNo: number, game: GuillotineView['game']): void {
    this.dealNo = dealNo;
    this.game = game;
    this.played = 0;
    this.led = -1;
    this.rows.lo.fill(-1);
    this.rows.hi.fill(-1);
    this.rows.spinner = -1;
    this.rows.played = 0;
    this.bonusSeat = -1;
    this.excluded.fill(0);
    this.turns = [];
  }

  private rebuild(view: GuillotineView): void {
    this.reset(view.dealNo, view.game);
    if (view.game === null) return;
    if (view.game === 'dominoes') {
      loadRows(view, this.rows);
      this.played = this.rows.played;
      // The rows do not say who played what, nor who passed.
      if (this.played !== 0) this.turns = null;
      this.bonusSeat = view.bonus && view.toMove !== null ? view.toMove : -1;
      return;
    }
    for (const trick of tricksOf(view)) {
      for (const p of trick) this.playTrickCard(p.seat, cardIndex(p.card));
      this.led = -1;
    }
    if (view.trick.length > 0) this.led = cardIndex(view.trick[0]!.card) >> 3;
  }

  private playTrickCard(seat: number, card: number): void {
    if (this.led < 0) this.led = card >> 3;
    else if (card >> 3 !== this.led) this.excluded[seat]! |= suitMask(this.led);
    this.played |= bit(card);
  }

  private observe(raw: unknown): void {
    const e = raw as GuillotineEvent;
    switch (e.type) {
      case 'dealt':
        if (e.dealNo !== this.dealNo) this.reset(e.dealNo, null);
        return;
      case 'chose':
        this.game = e.game;
        return;
      case 'played':
        if (this.game === 'dominoes') this.playDomino(e.seat, cardIndex(e.card));
        else this.playTrickCard(e.seat, cardIndex(e.card));
        return;
      case 'trick':
        this.led = -1;
        return;
      case 'bonus':
        this.bonusSeat = e.seat;
        return;
      case 'out':
        this.bonusSeat = -1;
        return;
      case 'passed':
        // On a bonus a pass is a choice; otherwise the seat had nothing that could be played.
        if (this.bonusSeat !== e.seat) this.excluded[e.seat]! |= this.rows.open() & ~this.played;
        this.bonusSeat = -1;
        this.turns?.push({ seat: e.seat, card: -1 });
        return;
      default:
        return;
    }
  }

  private playDomino(seat: number, card: number): void {
    // The same seat plays again only on a bonus: 'any' keeps it going, an ace (its own event) starts it.
    this.bonusSeat = this.bonusSeat === seat && this.aceAny ? seat : -1;
    this.rows.extend(card);
    this.played |= bit(card);
    this.turns?.push({ seat, card });
  }
}
