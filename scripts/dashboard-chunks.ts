import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

const ENTRY = fileURLToPath(new URL('../src/main.tsx', import.meta.url));
/** A dashboard route's split parts: where a signed-out visitor's code ends. */
const DASHBOARD_ROUTE = /src[\\/]routes[\\/]\$lang[\\/]_dashboard[\\/].*\?tsr-split=/;
/** What every dashboard page loads to draw its frame: the layout, all strings, persisted queries. */
const DASHBOARD_FRAME =
  /src[\\/](routes[\\/]\$lang[\\/]_dashboard[\\/]route\.tsx\?tsr-split=|lib[\\/]i18n-dashboard\.ts$|app[\\/]query-persistence\.ts$)/;

const shellByContext = new WeakMap<ChunkingContext, Set<string>>();

/** Modules from `roots` through their imports (and lazy ones when `lazy`), never entering `stop`. */
function walk(ctx: ChunkingContext, roots: string[], lazy: boolean, stop: (id: string) => boolean) {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || stop(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds);
    if (lazy) pending.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

/** What the frame imports to draw that no signed-out page can reach, statically or lazily. */
function shellOf(ctx: ChunkingContext): Set<string> {
  const known = shellByContext.get(ctx);
  if (known) return known;
  const frame = new Set<string>();
  const customer = walk(ctx, [ENTRY], true, (id) => {
    const dashboard = DASHBOARD_ROUTE.test(id) || DASHBOARD_FRAME.test(id);
    if (DASHBOARD_FRAME.test(id)) frame.add(id);
    return dashboard;
  });
  const shell = walk(ctx, [...frame], false, (id) => customer.has(id));
  shellByContext.set(ctx, shell);
  return shell;
}

/**
 * The dashboard's frame in one file. Left to itself the bundler made a file for each set of
 * dashboard routes sharing a module: the home's first load was 52 scripts, 35 of them under 3 KB,
 * on HTTP/1.1's six requests at a time (a wave of 562.5 ms each on Lighthouse's slow 4G). What
 * the frame draws (navigation, menus, dialogs and their state machines, positioning) every
 * dashboard page loads anyway. Code a signed-out page can reach is never captured, so no customer
 * page loads a byte more. Another build (the service worker's) has no app entry: nothing matches.
 */
export function dashboardShellChunk(id: string, ctx: ChunkingContext): string | null {
  return shellOf(ctx).has(id) ? 'dashboard-shell' : null;
}
