import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { templateFor, writeTemplate } from '../../../server/db/pglite-template.ts';

const dir = mkdtempSync(join(tmpdir(), 'gulfpay-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PGlite first-start template', () => {
  it('starts a new data directory from the template and leaves an existing one alone', async () => {
    const path = join(dir, 'template.tar.gz');
    expect(await writeTemplate(path)).toBe(true);
    expect(await writeTemplate(path)).toBe(false);

    const used = join(dir, 'used');
    mkdirSync(used);
    writeFileSync(join(used, 'PG_VERSION'), '17');
    expect(templateFor(used, path)).toBeUndefined();

    const fresh = join(dir, 'fresh');
    const template = templateFor(fresh, path);
    expect(template).toBeInstanceOf(Blob);
    const pglite = await PGlite.create({ dataDir: fresh, loadDataDir: template });
    const result = await pglite.query<{ answer: number }>('select 40 + 2 as answer');
    expect(result.rows[0]?.answer).toBe(42);
    await pglite.close();
    expect(templateFor(fresh, path)).toBeUndefined();
  });
});
