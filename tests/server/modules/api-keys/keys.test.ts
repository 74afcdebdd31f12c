import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { createApiKey, findApiKey, hashKey } from '../../../../server/modules/api-keys/service.ts';
import { createTestApp } from '../../helper.ts';

const app = await createTestApp();

describe('API keys', () => {
  it('issues a random key that works, stored only as a hash', async () => {
    const { key, row } = await createApiKey(app.db, {
      merchantId: 1,
      name: 'ERP',
      plugin: 'session',
    });
    expect(key).toMatch(/^gpk_[0-9a-f]{12}_[A-Za-z0-9_-]{32}$/);
    expect(row.key_hash).toBe(hashKey(key));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row.webhook_secret).toMatch(/^whsec_/);
    expect((await findApiKey(app.db, key))?.id).toBe(row.id);
  });

  it('finds nothing for a changed, malformed or revoked key', async () => {
    const { key, row } = await createApiKey(app.db, {
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
});
