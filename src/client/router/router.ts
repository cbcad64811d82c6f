/**
 * A tiny history-API router: the current location is a signal, links push a new entry, and the
 * app maps paths to pages in routes.tsx. Good enough for a handful of pages; no dependency.
 */
import { signal } from '@preact/signals';

export interface Location {
  path: string;
  query: URLSearchParams;
}

function current(): Location {
  return { path: window.location.pathname, query: new URLSearchParams(window.location.search) };
}

export const location = signal<Location>(current());

window.addEventListener('popstate', () => {
  location.value = current();
});

/** Goes to a same-site URL without a page load. `replace` keeps the back button clean. */
export function navigate(url: string, opts: { replace?: boolean } = {}): void {
  if (opts.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  location.value = current();
  if (!opts.replace) window.scrollTo(0, 0);
}

/** Lets plain <a href="/..."> links route in-page; modified clicks still open new tabs. */
export function interceptLinks(root: HTMLElement): void {
  root.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) {
      return;
    }
    const a = (e.target as Element | null)?.closest?.('a');
    if (!a || a.target || a.hasAttribute('download')) return;
    const url = new URL(a.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (url.pathname.startsWith('/api/')) return;
    e.preventDefault();
    navigate(url.pathname + url.search);
  });
}

/** Matches `/m/:matchId` style patterns; returns the named parts or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  if (path === '/' && pattern === '/') return {};
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      // A malformed escape (`/p/%E0`) names nothing: no match rather than an exception.
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) return null;
  }
  return params;
}

/** A player's profile page (src/client/profile): `/p/<name>`, the name as typed, encoded. */
export const PROFILE_ROUTE = '/p/:name';

export const profileHref = (name: string) => `/p/${encodeURIComponent(name)}`;

/** The player's own account page (src/client/account): name, devices, passkeys, sign out. */
export const ACCOUNT_ROUTE = '/account';

/** A game's leaderboard (src/client/leaderboard): `/leaderboard/<game>`; `/leaderboard` picks one. */
export const LEADERBOARD_ROUTE = '/leaderboard/:game';
export const LEADERBOARDS_ROUTE = '/leaderboard';

export const leaderboardHref = (game?: string) =>
  game === undefined ? LEADERBOARDS_ROUTE : `${LEADERBOARDS_ROUTE}/${encodeURIComponent(game)}`;
