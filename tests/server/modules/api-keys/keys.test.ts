import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { DEMO_API_KEYS } from '../../../../server/modules/api-keys/demo-data.ts';
import { createApiKey, findApiKey, hashKey } from '../../../../server/modules/api-keys/service.ts';
import { createTestApp } from '../../helper.ts';

const app = await createTestApp();

const storedRow = (id: number) =>
  queryable(app.db).selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('API keys', () => {
  it('issues a random key that works, stored only as a hash, its webhook secret sealed', async () => {
    const { key, webhookSecret, row } = await createApiKey(app.db, app.secretBox, {
      merchantId: 1,
      name: 'ERP',
      plugin: 'session',
    });
    expect(key).toMatch(/^gpk_[0-9a-f]{12}_[A-Za-z0-9_-]{32}$/);
    expect(webhookSecret).toMatch(/^whsec_/);
    const stored = await storedRow(row.id);
    expect(stored.key_hash).toBe(hashKey(key));
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain(webhookSecret);
    expect(app.secretBox.open(stored.webhook_secret)).toBe(webhookSecret);
    expect((await findApiKey(app.db, key))?.id).toBe(row.id);
  });

  it('finds nothing for a changed, malformed or revoked key', async () => {
    const { key, row } = await createApiKey(app.db, app.secretBox, {
      merchantId: 1,
      name: 'Old',
      plugin: 'e_commerce',
    });
    expect(await findApiKey(app.db, `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    expect(await findApiKey(app.db, 'not-a-key')).toBeUndefined();
    await queryable(app.db)
      .updateTable('api_keys')
      .set({ revoked_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    expect(await findApiKey(app.db, key)).toBeUndefined();
  });

  it("seals the demo seed's webhook secrets when the app starts: none stays in clear", async () => {
    const rows = await queryable(app.db).selectFrom('api_keys').select('webhook_secret').execute();
    expect(rows.length).toBeGreaterThanOrEqual(DEMO_API_KEYS.length);
    for (const { webhook_secret } of rows) expect(webhook_secret).toMatch(/^v1\./);
    const opened = rows.map((row) => app.secretBox.open(row.webhook_secret));
    for (const demo of DEMO_API_KEYS) expect(opened).toContain(demo.webhookSecret);
  });
});
