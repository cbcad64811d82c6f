/**
 * The client's folders, as its import statements draw them: pages (lobby/, match/) and the shell
 * (shell/) are built from games and shared widgets (widgets/); a game is built from widgets and
 * the app's services (session/, i18n/, sound/, router/), never from a page, the shell or another
 * game; a widget knows no page and no game. And no module imports itself round a circle (types
 * included), so every folder can be read, and tested, from the bottom up.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const CLIENT = __dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.tsx?$/.test(d.name) ? [path] : [];
  });
}

/** `import … from '…'`, `import '…'`, `export … from '…'`, at the start of a line. */
const IMPORT = /^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;

/** The file a relative specifier names (TypeScript's resolution), or null for a package. */
function target(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${relative(CLIENT, from)}: cannot resolve "${spec}"`);
}

/** Paths from src/client, with forward slashes: `games/knights/index.ts`. */
const name = (path: string) => relative(CLIENT, path).split(sep).join('/');

/** Every module of the client, with the modules of the client it imports. */
const graph = new Map<string, string[]>(
  sources(CLIENT).map((path) => {
    const text = readFileSync(path, 'utf8');
    const imported = [...text.matchAll(IMPORT)]
      .map((m) => target(path, m[1]!))
      .filter((t): t is string => t?.startsWith(CLIENT + sep) ?? false)
      .map(name);
    return [name(path), [...new Set(imported)]];
  }),
);

/** One circle of imports through each strongly connected group of modules (Tarjan's). */
function cycles(g: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of g.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (g.get(v) ?? []).includes(v)) found.push(circleIn(g, new Set(group)));
  };
  for (const v of [...g.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** A shortest way from the group's first module back to itself, within the group. */
function circleIn(g: ReadonlyMap<string, readonly string[]>, group: ReadonlySet<string>): string[] {
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of g.get(v) ?? []) {
      if (!group.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let at = v; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

const folder = (module: string) => module.split('/')[0]!;
const gameOf = (module: string) => /^games\/([^/]+)\//.exec(module)?.[1] ?? null;
const edges = [...graph].flatMap(([from, tos]) => tos.map((to) => ({ from, to })));

const PAGES_AND_SHELL = new Set(['lobby', 'match', 'shell']);
/** What a game's folder may use besides itself: widgets and the app's services. */
const FOR_GAMES = new Set(['widgets', 'session', 'i18n', 'sound', 'router']);

describe('the import graph of src/client', () => {
  it('is read from the sources', () => {
    expect(graph.get('games/registry.ts')).toContain('games/knights/index.ts');
    expect(graph.get('games/knights/index.ts')).toContain('games/knights/knights.css');
    expect(edges.length).toBeGreaterThan(300);
  });

  it('has no circle', () => {
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it('finds a circle where there is one', () => {
    const g = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
    ]);
    expect(cycles(g)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('takes no game into a page or the shell', () => {
    const wrong = edges.filter(
      ({ from, to }) => folder(from) === 'games' && PAGES_AND_SHELL.has(folder(to)),
    );
    expect(wrong.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });

  it('builds a game from its own folder, the client contract, widgets and services only', () => {
    const wrong = edges.filter(({ from, to }) => {
      const game = gameOf(from);
      if (game === null) return false;
      return !(gameOf(to) === game || to === 'games/contract.ts' || FOR_GAMES.has(folder(to)));
    });
    expect(wrong.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });

  it('builds widgets without pages, the shell or games', () => {
    const wrong = edges.filter(
      ({ from, to }) =>
        folder(from) === 'widgets' && (PAGES_AND_SHELL.has(folder(to)) || folder(to) === 'games'),
    );
    expect(wrong.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });
});
