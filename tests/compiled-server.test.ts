import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../dist-server', import.meta.url));

/**
 * The compiled server draws customer pages with React components (src/ssr). Built here by the
 * test run's global setup, under NODE_ENV=test, as `npm start` and the benches would find it.
 */
describe('the compiled server', () => {
  it("calls React's production JSX runtime, the one the production React it runs provides", () => {
    const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.js'),
    );
    const dev = files.filter((file) =>
      readFileSync(join(DIST, file), 'utf8').includes('react/jsx-dev-runtime'),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(dev).toEqual([]);
  });
});
