import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_NODE_TESTS } from './support/node-test-files';

// What a test file does that outlives it when files share their modules.
const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;

function testFiles(dir: string, deep: boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return deep ? testFiles(path, true) : [];
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('node test files that replace modules or globals', () => {
  it('run isolated, so the files after them in a worker see the real ones', () => {
    const files = [
      ...testFiles('tests', false),
      ...testFiles('tests/domain', true),
      ...testFiles('tests/server', true),
      ...testFiles('tests/sw', true),
    ];
    const replacing = files.filter((file) => REPLACES.test(readFileSync(file, 'utf8'))).sort();
    const unisolated = replacing.filter((file) => !ISOLATED_NODE_TESTS.includes(file));
    expect(replacing.length).toBeGreaterThan(0);
    expect(unisolated).toEqual([]);
  });
});
