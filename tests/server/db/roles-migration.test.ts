import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrator } from '../../../server/db/database.ts';
import { queryable } from '../../../server/db/handle.ts';
import { PRESET_GRANTS, ROLE_PRESETS } from '../../../src/domain/roles.ts';
import { createTestApp } from '../helper.ts';

const app = await createTestApp();
const db = queryable(app.db);

describe('migration 20261126000200-roles', () => {
  it("gives merchants that existed before it the presets, as src/domain/roles.ts defines them, and keeps everyone's permissions", async () => {
    const before = await db
      .selectFrom('users')
      .select(['username', 'permissions', 'is_superuser'])
      .orderBy('id')
      .execute();
    const down = await migrator(db).migrateTo('20261126000100-view-all-transactions');
    expect(down.error).toBeUndefined();

    await migrateToLatest(db);
    const roles = await db.selectFrom('roles').selectAll().orderBy('id').execute();
    expect(roles.map((role) => role.preset)).toEqual(ROLE_PRESETS);
    for (const role of roles) {
      const preset = PRESET_GRANTS[role.preset as (typeof ROLE_PRESETS)[number]];
      expect(role.permissions, role.preset ?? '').toEqual(preset.permissions);
    }
    // Accounts of before have individual permissions, exactly the ones they had.
    const after = await db
      .selectFrom('users')
      .select(['username', 'permissions', 'is_superuser', 'role_id'])
      .execute();
    expect(after.every((user) => user.role_id === null)).toBe(true);
    expect(after.map(({ role_id: _, ...user }) => user)).toEqual(before);
  });
});
