/** The 120 shipped challenges (made by scripts/twist-challenges.ts), 24 per level, easiest first. */
import data from './challenges.json';
import type { Challenge, Level } from './generator';

export const CHALLENGES: readonly Challenge[] = data as Challenge[];

export function challengesOf(level: Level): Challenge[] {
  return CHALLENGES.filter((c) => c.level === level);
}

export function findChallenge(id: string): Challenge | undefined {
  return CHALLENGES.find((c) => c.id === id);
}
