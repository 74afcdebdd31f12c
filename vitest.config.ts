import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { ISOLATED_NODE_TESTS, NODE_TESTS } from './tests/support/node-test-files';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          globalSetup: ['tests/support/build-server.ts'],
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...ISOLATED_NODE_TESTS],
          // Every server test file imports the whole app; evaluating it once per worker instead
          // of once per file took a sample of 11 files from 155 s to 59 s. Each file still gets
          // its own database and app (tests/server/helper.ts closes them after the file).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Files that replace modules (vi.mock) or globals for their own tests, in a fresh module graph.
          name: 'node-isolated',
          environment: 'node',
          globalSetup: ['tests/support/build-server.ts'],
          include: ISOLATED_NODE_TESTS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
