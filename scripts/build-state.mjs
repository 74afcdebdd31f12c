// Whether the build outputs are older than what they are built from, and building them when
// they are: `npm start`, the tests that start real server processes and the benches all run
// the compiled server (dist-server/) and the built app (dist/), never a stale one.
// Plain JavaScript so that `npm start` runs on Node alone.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** What `node` runs: the server compiled by `npm run build:server`. */
export const SERVER_ENTRY = join(ROOT, 'dist-server', 'main.js');

const APP = {
  output: 'dist/index.html',
  sources: [
    'src',
    'sw',
    'locales',
    'public',
    'index.html',
    'vite.config.ts',
    'scripts/chakra-system.ts',
    'scripts/route-chunks.ts',
    'package-lock.json',
  ],
  command: 'npx vite build --logLevel warn && node scripts/compress-dist.mjs dist',
};
// The server renders customer pages with the app's components, so src/ is among its sources.
const SERVER = {
  output: 'dist-server/main.js',
  sources: [
    'server',
    'src',
    'locales',
    'scripts/make-pglite-template.ts',
    'vite.server.config.ts',
    'package-lock.json',
  ],
  command: 'npx vite build -c vite.server.config.ts --logLevel warn',
};

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds `target` when its output is missing or older than its sources; says whether it did. */
function ensureBuilt(target, what) {
  // A deployment that ships only the built output has no sources to build from.
  if (!existsSync(join(ROOT, target.sources[0]))) return false;
  const output = join(ROOT, target.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...target.sources.map((source) => newestMtime(join(ROOT, source))));
  if (builtAt >= changedAt) return false;
  console.log(builtAt ? `Sources changed since the last build: rebuilding ${what}…` : `Building ${what}…`);
  // Always a production build: under Vitest (NODE_ENV=test) Vite compiled the server's React
  // components for React's development JSX runtime, which the production React it runs lacks.
  execSync(target.command, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  return true;
}

export const ensureAppBuilt = () => ensureBuilt(APP, 'the app');
export const ensureServerBuilt = () => ensureBuilt(SERVER, 'the server');
