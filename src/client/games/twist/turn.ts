/**
 * Turning a piece in the hand, in the encoding's own orientation numbers (spec §4: o ≥ 4 is
 * flipped top↔bottom, then o mod 4 clockwise quarter turns), so the placement string shown is
 * always the real one. A flip of what the player sees (a rotated shape) is F·Rʳ = R⁻ʳ·F, hence
 * the rotation count changes sign when flipping.
 */
import { orientedShape, type Piece } from '../../../games/twist';

/** The orientation after one clockwise quarter turn of what the player sees. */
export function rotateClockwise(orientation: number): number {
  const flipped = orientation >= 4 ? 4 : 0;
  return flipped + ((orientation + 1) % 4);
}

export function rotateCounterClockwise(orientation: number): number {
  const flipped = orientation >= 4 ? 4 : 0;
  return flipped + ((orientation + 3) % 4);
}

/** The orientation after flipping what the player sees top↔bottom. */
export function flip(orientation: number): number {
  const flipped = orientation >= 4 ? 0 : 4;
  return flipped + ((4 - (orientation % 4)) % 4);
}

/** A point inside a piece's box, in cell units (e.g. where the pointer holds it). */
export interface Grip {
  readonly x: number;
  readonly y: number;
}

/** Where the same spot of the piece is after a turn, so a dragged piece keeps under the finger. */
export function turnGrip(
  piece: Piece,
  orientation: number,
  grip: Grip,
  turn: 'cw' | 'ccw' | 'flip',
): Grip {
  const { width, height } = orientedShape(piece, orientation);
  if (turn === 'cw') return { x: height - grip.y, y: grip.x };
  if (turn === 'ccw') return { x: grip.y, y: width - grip.x };
  return { x: grip.x, y: height - grip.y };
}

export function applyTurn(orientation: number, turn: 'cw' | 'ccw' | 'flip'): number {
  if (turn === 'cw') return rotateClockwise(orientation);
  if (turn === 'ccw') return rotateCounterClockwise(orientation);
  return flip(orientation);
}
