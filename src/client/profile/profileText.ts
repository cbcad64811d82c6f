/**
 * The profile page's words and numbers, from the server's profile: pure (no DOM), so it is tested
 * under Node. Ratings are shown rounded, with their deviation (a 95 % interval is about twice it).
 */
import { hasKey, language, t } from '../i18n';
import { formatDuration } from '../widgets/clock';
import type { ProfileGame, ProfileMatch, ProfilePuzzle } from './api';

/** A game's name in the player's language, its id where the client does not know it. */
export function gameName(game: string): string {
  const key = `game.${game}.name`;
  return hasKey(key) ? t(key) : game;
}

const percent = (value: number) =>
  new Intl.NumberFormat(language.value, { style: 'percent', maximumFractionDigits: 0 }).format(
    value,
  );

/** A day, in the player's language ("1 Dec 2026", "2026/12/01"). */
export const day = (ms: number) =>
  new Intl.DateTimeFormat(language.value, { dateStyle: 'medium' }).format(new Date(ms));

export interface GameRow {
  readonly game: string;
  readonly name: string;
  readonly played: string;
  readonly record: string;
  /** The record in words, for screen readers. */
  readonly recordLabel: string;
  readonly rating: string;
  readonly provisional: string | null;
  readonly finish: string | null;
  readonly finishLabel: string | null;
}

export function gameRow(g: ProfileGame): GameRow {
  const counts = { wins: g.wins, losses: g.losses, draws: g.draws };
  return {
    game: g.game,
    name: gameName(g.game),
    played: t('profile.played', { count: g.games }),
    record: t('profile.record', counts),
    recordLabel: t('profile.recordLabel', counts),
    rating: t('profile.rating', {
      rating: Math.round(g.rating),
      deviation: Math.round(g.deviation),
    }),
    provisional: g.provisional ? t('profile.provisional') : null,
    finish:
      g.finishRate === null ? null : t('profile.finishRate', { percent: percent(g.finishRate) }),
    finishLabel:
      g.finishRate === null
        ? null
        : t('profile.finishRateLabel', {
            percent: percent(g.finishRate),
            left: g.left,
            count: g.finished + g.left,
          }),
  };
}

export interface MatchRow {
  readonly href: string;
  readonly game: string;
  readonly when: string;
  /** How it went: "rated · won · place 1 of 4", "rated · not finished", "casual". */
  readonly result: string;
}

/** The match page's address (the router's /m/:matchId). */
export const matchHref = (matchId: string) => `/m/${encodeURIComponent(matchId)}`;

export function matchRow(m: ProfileMatch): MatchRow {
  // Rated or casual first, on every row: a rated result is what the ratings above are made of.
  const parts: string[] = [m.rated ? t('profile.rated') : t('profile.casual')];
  // Whom it was played against, where they have a name here.
  if (m.opponents && m.opponents.length > 0) {
    parts.unshift(t('profile.against', { players: m.opponents.join(', ') }));
  }
  if (m.outcome !== null) {
    parts.push(t(`profile.${m.outcome}`));
    if (m.seats !== null && m.seats > 2 && m.place !== null) {
      parts.push(t('profile.place', { place: m.place, seats: m.seats }));
    }
    if (m.left) parts.push(t('profile.leftTable'));
  } else if (m.rated) {
    parts.push(t('profile.unfinished'));
  }
  return {
    href: matchHref(m.matchId),
    game: gameName(m.game),
    when: day(m.finishedAt ?? m.seatedAt),
    result: parts.join(' · '),
  };
}

/** A solo puzzle's row: how many challenges solved, and the fastest times. */
export interface PuzzleRow {
  readonly game: string;
  readonly name: string;
  readonly solved: string;
  readonly best: readonly string[];
}

export function puzzleRow(p: ProfilePuzzle): PuzzleRow {
  return {
    game: p.game,
    name: gameName(p.game),
    solved: t('profile.solved', { count: p.challenges, solves: p.solves }),
    best: p.best.slice(0, 5).map((b) =>
      t('profile.bestTime', {
        challenge: b.challenge === '' ? t('profile.emptyBoard') : b.challenge,
        time: formatDuration(b.ms),
      }),
    ),
  };
}
