/**
 * The IQ Twist pages, by address: /twist (picker), /twist/play/<id>, /twist/play?start=<string>
 * (a shared challenge), /twist/random/<level>, /twist/editor and /twist/how-to-play. Twist is
 * solo, so none of them needs a server match.
 */
import { checkBoard, findChallenge, isLevel } from '../../../games/twist';
import { t, translateError } from '../../i18n';
import type { GameRoute, RouteProps } from '../contract';
import { challengeNumber } from './challengeNumber';
import { EditorPage } from './EditorPage';
import { HOW_TO_PLAY, TwistHowToPlay } from './HowToPlay';
import { levelName } from './names';
import { Picker } from './Picker';
import { PuzzlePage } from './PuzzlePage';
import { RandomChallenge } from './RandomChallenge';

function NotFound({ text }: { text: string }) {
  return (
    <div class="page-note">
      <p>{text}</p>
      <p>
        <a href="/twist">{t('twist.allChallenges')}</a>
      </p>
    </div>
  );
}

// The keys below remount the page when the address moves to another challenge, so its timer,
// hand and messages start afresh.

function RandomPage({ params }: RouteProps) {
  const level = params.level ?? '';
  if (!isLevel(level)) return <NotFound text={t('twist.notFound')} />;
  return <RandomChallenge key={level} level={level} />;
}

function ChallengePage({ params }: RouteProps) {
  const c = findChallenge(params.id ?? '');
  if (!c) return <NotFound text={t('twist.notFound')} />;
  const spec = {
    id: c.id,
    level: c.level,
    start: c.start,
    solution: c.solution,
    title: t('twist.challengeTitle', { level: levelName(c.level), n: challengeNumber(c.id) }),
  };
  return <PuzzlePage key={c.id} spec={spec} />;
}

function SharedPage({ query }: RouteProps) {
  const start = query.get('start') ?? '';
  const r = checkBoard(start);
  if (!start || !r.ok) {
    const reason = r.ok ? '—' : translateError(r.error, 'twist');
    return <NotFound text={t('twist.badLink', { reason })} />;
  }
  const spec = { id: null, level: null, start, solution: null, title: t('twist.sharedTitle') };
  return <PuzzlePage key={start} spec={spec} />;
}

export const twistRoutes: readonly GameRoute[] = [
  { pattern: '/twist', Page: Picker },
  { pattern: '/twist/editor', Page: EditorPage },
  { pattern: HOW_TO_PLAY, Page: TwistHowToPlay },
  { pattern: '/twist/random/:level', Page: RandomPage },
  { pattern: '/twist/play/:id', Page: ChallengePage },
  { pattern: '/twist/play', Page: SharedPage },
];
