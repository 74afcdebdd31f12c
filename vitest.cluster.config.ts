import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Several real server processes on one PostgreSQL server (and through pgbouncer): run by the
 * PostgreSQL leg of `.ci/run`, with DATABASE_URL set, not by `npm test`. The server's modules
 * reach the app's components (it draws customer pages), hence the `@/` alias.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    globalSetup: ['tests/support/build-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
