/**
 * The IQ Twist pages, by address: /twist (picker), /twist/play/<id>, /twist/play?start=<string>
 * (a shared challenge), /twist/random/<level> and /twist/editor. Twist is solo, so none of them
 * needs a server match.
 */
import { checkBoard, findChallenge, isLevel } from '../../../games/twist';
import { t } from '../../i18n';
import { location, matchPath } from '../../router/router';
import { challengeNumber } from './challengeNumber';
import { EditorPage } from './EditorPage';
import { levelName } from './names';
import { Picker } from './Picker';
import { PuzzlePage } from './PuzzlePage';
import { RandomChallenge } from './RandomChallenge';

/** Whether an address belongs to these pages. */
export function isTwistPath(path: string): boolean {
  return path === '/twist' || path === '/twist/' || path.startsWith('/twist/');
}

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

export function TwistPages() {
  const { path, query } = location.value;
  if (matchPath('/twist', path)) return <Picker />;
  if (matchPath('/twist/editor', path)) return <EditorPage />;
  const random = matchPath('/twist/random/:level', path);
  if (random) {
    const level = random.level ?? '';
    if (!isLevel(level)) return <NotFound text={t('twist.notFound')} />;
    return <RandomChallenge key={level} level={level} />;
  }
  const byId = matchPath('/twist/play/:id', path);
  if (byId) {
    const c = findChallenge(byId.id ?? '');
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
  if (matchPath('/twist/play', path)) {
    const start = query.get('start') ?? '';
    const r = checkBoard(start);
    if (!start || !r.ok) {
      return <NotFound text={t('twist.badLink', { reason: r.ok ? '—' : r.error.message })} />;
    }
    const spec = { id: null, level: null, start, solution: null, title: t('twist.sharedTitle') };
    return <PuzzlePage key={start} spec={spec} />;
  }
  return <NotFound text={t('common.notFound')} />;
}
