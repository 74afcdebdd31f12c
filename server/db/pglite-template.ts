import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's initdb takes 3-15 s on this class of machine, most of a first start. The build
 * dumps one empty, initialised cluster (keyed by the PGlite version, so an upgrade makes
 * a new one) and a first start loads it in about a second instead.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function pgliteVersion(): string {
  const manifest = readFileSync(
    join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
    'utf8',
  );
  return (JSON.parse(manifest) as { version: string }).version;
}

export function templatePath(): string {
  return join(root, 'node_modules', '.cache', 'gulfpay', `pglite-initdb-${pgliteVersion()}.tar.gz`);
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
