import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's initdb takes 3-15 s on this class of machine, most of a first start. The build
 * dumps one empty, initialised cluster (keyed by the PGlite version, so an upgrade makes
 * a new one) and a first start loads it in about a second instead.
 */
// Found from the installed package, not from this file: the server runs from sources in tests
// and from its compiled bundle (dist-server/) in production.
const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const packageDir = entry.slice(0, entry.lastIndexOf(`${sep}dist${sep}`));
// node_modules/@electric-sql/pglite
const nodeModules = join(packageDir, '..', '..');

function pgliteVersion(): string {
  const manifest = readFileSync(join(packageDir, 'package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

export function templatePath(): string {
  return join(nodeModules, '.cache', 'gulfpay', `pglite-initdb-${pgliteVersion()}.tar.gz`);
}

export async function writeTemplate(path = templatePath()): Promise<boolean> {
  if (existsSync(path)) return false;
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return true;
}

/** The template, for a data directory that has no cluster yet. */
export function templateFor(dataDir: string, path = templatePath()): Blob | undefined {
  const empty = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  return empty && existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
}
