import { describe, expect, it } from 'vitest';
import en from '../locales/en/permissions.json' with { type: 'json' };
import { ALL_PERMISSIONS, PERMISSION_GROUPS } from '../src/domain/permissions';

describe('the permissions an owner gives staff', () => {
  it('lists every permission once, each with a name and a one-line explanation', () => {
    const listed = PERMISSION_GROUPS.flatMap((group) => [...group.permissions]);
    expect([...listed].sort()).toEqual([...ALL_PERMISSIONS].sort());
    const items: Record<string, { label: string; hint: string }> = en.items;
    for (const name of ALL_PERMISSIONS) {
      expect(items[name]?.label, name).toBeTruthy();
      expect(items[name]?.hint, name).toMatch(/^[A-Z].*\.$/);
    }
    const groups: Record<string, string> = en.groups;
    for (const group of PERMISSION_GROUPS) expect(groups[group.key], group.key).toBeTruthy();
  });
});
