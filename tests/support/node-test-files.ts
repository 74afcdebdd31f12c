/**
 * The node project's test files, and those of them that must run in a fresh module graph:
 * the node project shares one between the files of a worker (vitest.config.ts), so a file that
 * replaces a module or a global for its own tests would replace it for the files after it.
 */
export const NODE_TESTS = [
  'tests/domain/**/*.test.ts',
  'tests/server/**/*.test.ts',
  'tests/sw/**/*.test.ts',
  'tests/*.test.ts',
];

export const ISOLATED_NODE_TESTS = [
  'tests/server/modules/outbox/routes.test.ts',
  'tests/server/security/export-input.test.ts',
  'tests/sw/app-shell.test.ts',
  'tests/sw/runtime-caching.test.ts',
];
