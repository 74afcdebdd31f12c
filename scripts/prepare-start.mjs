// Before `npm start`: build the app and the server when either is missing or older than its
// sources, so a fresh checkout runs with one command and a stale build is never served; and
// write the PGlite template that lets a first start skip initdb. A deployment that ships only
// the built output has nothing to rebuild and needs no dev tools.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureAppBuilt, ensureServerBuilt, ROOT } from './build-state.mjs';

ensureAppBuilt();
ensureServerBuilt();
execFileSync(process.execPath, [join(ROOT, 'dist-server', 'make-pglite-template.js')], { stdio: 'inherit' });
