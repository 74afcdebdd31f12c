// Before `npm start`: build dist/ when it is missing or older than the sources, so a fresh
// checkout runs with one command and a stale build is never served; and write the PGlite
// template that lets a first start skip initdb.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeTemplate } from '../server/db/pglite-template.ts';

const sources = ['src', 'sw', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const built = 'dist/index.html';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt < changedAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding the app…' : 'Building the app…');
  execSync('npx vite build --logLevel warn && node scripts/compress-dist.mjs dist', { stdio: 'inherit' });
}

await writeTemplate();
