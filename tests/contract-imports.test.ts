import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The contract's schemas (src/domain/contracts) are for the server; the PWA and the service
 * worker take only their static types, so no schema byte (nor TypeBox) reaches a page. An
 * import of a contract module there must be `import type`, or name types only.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCANNED = ['src', 'sw'];
const CONTRACTS = 'src/domain/contracts/';

const IMPORT =
  /import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+|\w+(?:\s*,\s*\{[^}]*\})?)\s+from\s+['"]([^'"]+)['"]/g;

/** The value imports of contract modules in one file's text. */
function valueImportsOfContracts(text: string): string[] {
  return [...text.matchAll(IMPORT)]
    .filter(([, typeOnly, bindings = '', from = '']) => {
      if (!/(^|\/)contracts\//.test(from) || typeOnly) return false;
      const names = bindings
        .replace(/[{}]/g, '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      return !bindings.startsWith('{') || names.some((name) => !name.startsWith('type '));
    })
    .map(([statement]) => statement);
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield path;
  }
}

describe('the PWA takes only types from the API contract', () => {
  it('catches a value import and lets type imports pass', () => {
    expect(valueImportsOfContracts("import { PayChoice } from '@/domain/contracts/payments';")).toHaveLength(
      1,
    );
    expect(valueImportsOfContracts("import * as c from '../contracts/food.ts';")).toHaveLength(1);
    expect(valueImportsOfContracts("import { type Choice, Lang } from './contracts/common';")).toHaveLength(
      1,
    );
    expect(valueImportsOfContracts("import type { PayChoice } from '@/domain/contracts/payments';")).toEqual(
      [],
    );
    expect(valueImportsOfContracts("import { type Lang, type Choice } from './contracts/common';")).toEqual(
      [],
    );
  });

  it('finds none in src/ (outside the contracts) or sw/', () => {
    const found = SCANNED.flatMap((dir) => [...files(join(ROOT, dir))])
      .map((path) => relative(ROOT, path).split('\\').join('/'))
      .filter((path) => !path.startsWith(CONTRACTS))
      .flatMap((path) =>
        valueImportsOfContracts(readFileSync(join(ROOT, path), 'utf8')).map((s) => `${path}: ${s}`),
      );
    expect(found).toEqual([]);
  });
});
