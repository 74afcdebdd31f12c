// `npm run dev:server`: the API server for `npm run dev`, rebuilt and restarted whenever its
// sources change (Vite's watch mode over the same build `npm start` runs).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { build } from 'vite';
import { SERVER_ENTRY } from './build-state.mjs';

let server;

async function restart() {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    // The embedded database is one process's: the old one lets go of it first.
    await once(server, 'exit');
  }
  server = spawn(process.execPath, [SERVER_ENTRY], { stdio: 'inherit' });
}

const watcher = await build({ configFile: 'vite.server.config.ts', logLevel: 'warn', build: { watch: {} } });
watcher.on('event', (event) => {
  if (event.code === 'END') void restart();
  if (event.code === 'ERROR') console.error(event.error);
});
