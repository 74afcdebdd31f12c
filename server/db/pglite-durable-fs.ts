import fs from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions, type postgresMod } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresMod = postgresMod.PostgresMod;

/** The parts of Emscripten's NODEFS this file reaches into (not in PGlite's types). */
interface NodeFsInternals {
  NODEFS: {
    stream_ops: { fsync?: (stream: { nfd: number }) => void };
    tryFSOperation<T>(operation: () => T): T;
  };
}

/**
 * PGlite on Node keeps its files through Emscripten's NODEFS, which writes through to the OS
 * but has no fsync: PostgreSQL's fsync() reaches a stream without one and returns success
 * having done nothing, and fdatasync() is a no-op outright. So even with fsync on, a commit
 * would sit in the OS page cache, and a power cut or an OS crash could lose payments already
 * answered 2xx. This file system gives NODEFS streams the fsync they lack (errors become the
 * errno PostgreSQL expects), so every fsync() PostgreSQL makes — the WAL at each commit,
 * data files at each checkpoint, directories after a rename — reaches the disk.
 */
export class DurableNodeFS extends NodeFS {
  async init(pg: PGlite, opts: Partial<PostgresMod>): Promise<{ emscriptenOpts: Partial<PostgresMod> }> {
    const { emscriptenOpts } = await super.init(pg, opts);
    const giveStreamsFsync = (mod: PostgresMod) => {
      const { NODEFS } = mod as unknown as NodeFsInternals;
      NODEFS.stream_ops.fsync = (stream) => NODEFS.tryFSOperation(() => fs.fsyncSync(stream.nfd));
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), giveStreamsFsync] },
    };
  }
}

/**
 * PGlite's options for a data directory whose commits survive a power cut: PGlite starts with
 * fsync off (`-F` among its default start parameters), and PostgreSQL's default way of
 * flushing the WAL on Linux, fdatasync, does nothing here; fsync goes through DurableNodeFS.
 */
export function durableOptions(
  dataDir: string,
): Pick<PGliteOptions, 'fs' | 'startParams' | 'postgresqlconf'> {
  return {
    fs: new DurableNodeFS(dataDir),
    startParams: PGlite.defaultStartParams.filter((param) => param !== '-F'),
    postgresqlconf: ['fsync = on', 'wal_sync_method = fsync'],
  };
}

/**
 * Flushes every file and directory under `dir`, as initdb does when it finishes: a new data
 * directory (unpacked from the template or made by initdb) is written without fsync, and
 * PostgreSQL's checkpoints flush only the files it changes afterwards.
 */
export function syncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) syncTree(path);
    else if (entry.isFile()) syncPath(path);
  }
  syncPath(dir);
}

function syncPath(path: string): void {
  const fd = fs.openSync(path, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
