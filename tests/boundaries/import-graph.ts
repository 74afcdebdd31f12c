import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The import graph of the tree and the rules it must keep (STYLE.md 14, issue 15). Paths are
 * repository-relative with forward slashes.
 */
export interface ImportEdge {
  from: string;
  /** A repository path (without extension resolution: as written, made relative), or a package name. */
  to: string;
  /** The names imported (`default`, `*` for a namespace), and whether the statement was type-only. */
  names: string[];
  typeOnly: boolean;
}

const SPECIFIER =
  /(?:import|export)\s+(type\s+)?([\w*\s{},]*?)\s*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function* sourceFiles(root: string, dir: string): Generator<string> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* sourceFiles(root, path);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.gen.ts')) yield path;
  }
}

/** `./x`, `../y.ts`, `@/z` → a repository path; anything else is a package and stays as it is. */
function resolveSpecifier(from: string, specifier: string, exists: (path: string) => boolean): string {
  let base: string | null = null;
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.'))
    base = normalize(join(dirname(from), specifier))
      .split('\\')
      .join('/');
  if (base === null) return specifier;
  const stripped = base.replace(/\.(ts|tsx)$/, '');
  for (const extension of EXTENSIONS) if (exists(stripped + extension)) return stripped + extension;
  return base;
}

function namesOf(clause: string): string[] {
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  if (braces?.[1]) {
    for (const part of braces[1].split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.push(name);
    }
  }
  const outside = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (outside.startsWith('*')) names.push('*');
  else if (outside) names.push('default');
  return names;
}

/** Every import and re-export of the files under `dirs`, with what it names. */
export function importGraph(
  root: string,
  dirs: string[],
  extraFiles: Record<string, string> = {},
): ImportEdge[] {
  const files = new Map<string, string>();
  for (const dir of dirs)
    for (const path of sourceFiles(root, dir)) files.set(path, readFileSync(join(root, path), 'utf8'));
  for (const [path, text] of Object.entries(extraFiles)) files.set(path, text);
  const exists = (path: string) => files.has(path);
  const edges: ImportEdge[] = [];
  for (const [from, text] of files) {
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    for (const match of code.matchAll(SPECIFIER)) {
      const specifier = match[3] ?? match[4] ?? '';
      const clause = match[2] ?? '';
      edges.push({
        from,
        to: resolveSpecifier(from, specifier, exists),
        names: match[4] ? ['*'] : namesOf(clause),
        typeOnly:
          Boolean(match[1]) ||
          (clause.includes('{') && /^\{\s*(type\s+\w+(\s+as\s+\w+)?\s*,?\s*)+\}$/.test(clause.trim())),
      });
    }
  }
  return edges;
}

export const relativePath = (root: string, path: string) => relative(root, path).split('\\').join('/');

export type Role = 'routes' | 'schemas' | 'service' | 'repository' | 'plugin' | 'seed' | 'internal';

/** The server module a file belongs to (the gateways count as one), or null. */
export function moduleOf(path: string): string | null {
  const match = /^server\/modules\/([^/]+)\//.exec(path);
  if (match?.[1]) return match[1];
  return path.startsWith('server/gateways/') ? 'gateways' : null;
}

export function roleOf(path: string): Role {
  const base = (path.split('/').pop() ?? '').replace(/\.(ts|tsx)$/, '');
  if (base === 'routes' || base.endsWith('-routes')) return 'routes';
  if (base === 'schemas' || base.endsWith('-schemas')) return 'schemas';
  if (base === 'service') return 'service';
  if (base === 'repository' || base.endsWith('-repository')) return 'repository';
  if (base === 'plugin') return 'plugin';
  if (base.startsWith('demo-')) return 'seed';
  return 'internal';
}

const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Files that hold SQL and the database's types: repositories, the demo seed's writers, the database layer. */
const mayQuery = (path: string) =>
  path.startsWith('server/db/') || roleOf(path) === 'repository' || roleOf(path) === 'seed';

/** The database's own types, which only files that may query import. */
const DATABASE_TYPES = /^server\/db\/(types|tables-[\w-]+|column-types)\.ts$/;

/** What the app's assembly may take from a module besides its service: its routes and its plugin. */
const ASSEMBLY = new Set(['server/app.ts', 'server/start.ts']);

export interface Violation {
  rule: string;
  where: string;
}

const SQL =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>]*>)?`|\bsql\.(raw|lit|ref|id|join|table)\(/;

export function violations(edges: ImportEdge[], sources: Map<string, string>): Violation[] {
  const found: Violation[] = [];
  const add = (rule: string, edge: ImportEdge) => found.push({ rule, where: `${edge.from} → ${edge.to}` });
  const moduleEdges = new Map<string, Set<string>>();
  for (const edge of edges) {
    const fromFeature = featureOf(edge.from);
    const toFeature = featureOf(edge.to);
    if (fromFeature && toFeature && fromFeature !== toFeature) add('a feature imports another feature', edge);

    if (!edge.from.startsWith('server/')) continue;
    const fromModule = moduleOf(edge.from);
    const toModule = moduleOf(edge.to);
    const fromRole = roleOf(edge.from);
    const toRole = roleOf(edge.to);
    if ((fromRole === 'routes' || fromRole === 'schemas') && toModule && toRole === 'repository') {
      add('HTTP code (routes, schemas) imports a repository', edge);
    }
    if (toModule && fromModule !== toModule) {
      const allowed =
        toRole === 'service' ||
        (ASSEMBLY.has(edge.from) && (toRole === 'routes' || toRole === 'plugin')) ||
        (edge.from.startsWith('server/plugins/') && toRole === 'plugin') ||
        (edge.from === 'server/db/seed.ts' && toRole === 'seed');
      if (!allowed)
        add(
          "a module's repository or internals imported from outside it (only its service.ts is public)",
          edge,
        );
      if (fromModule) {
        const targets = moduleEdges.get(fromModule) ?? new Set<string>();
        targets.add(toModule);
        moduleEdges.set(fromModule, targets);
      }
    }
    if (!mayQuery(edge.from)) {
      if (edge.to === 'kysely' || edge.to.startsWith('kysely/'))
        add('the query builder (kysely, sql) outside a repository', edge);
      if (DATABASE_TYPES.test(edge.to)) add("the database's types outside a repository", edge);
      if (edge.to === 'server/db/database.ts' && edge.names.includes('Db') && !ASSEMBLY.has(edge.from)) {
        add('the database type (Db) outside a repository', edge);
      }
      if (edge.to === 'server/db/handle.ts' && edge.names.includes('queryable')) {
        add('the query builder (kysely, sql) outside a repository', edge);
      }
    }
  }
  for (const [path, text] of sources) {
    if (!path.startsWith('server/') || mayQuery(path)) continue;
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    const match = SQL.exec(code);
    if (match) found.push({ rule: 'SQL outside a repository', where: `${path}: ${match[0]}` });
  }
  for (const cycle of moduleCycles(moduleEdges))
    found.push({ rule: 'modules import each other in a circle', where: cycle.join(' → ') });
  return found;
}

/** Each elementary circle once, as the modules around it (first repeated at the end). */
export function moduleCycles(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const visit = (start: string, node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const key = [...path].sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...path, start]);
        }
      } else if (!path.includes(next) && next > start) visit(start, next, [...path, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) visit(start, start, [start]);
  return cycles;
}
