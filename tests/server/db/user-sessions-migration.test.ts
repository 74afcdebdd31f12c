import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrator } from '../../../server/db/database.ts';
import { queryable } from '../../../server/db/handle.ts';
import { migrations } from '../../../server/db/migrations/index.ts';
import type { UserSession } from '../../../src/domain/contracts/sessions.ts';
import { ADMIN, authed, createTestApp, login } from '../helper.ts';

const app = await createTestApp();
const MIGRATION = '20261126000400-user-sessions';
const names = Object.keys(migrations).sort();
const before = names[names.indexOf(MIGRATION) - 1] as string;

const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/v1/user/token/refresh/', payload: { refresh: token } });
const details = (token: string) => app.inject(authed(token, { url: '/api/v1/user/details' }));

describe(`migration ${MIGRATION}`, () => {
  it('keeps the sessions alive when it runs signed in, and none that had ended', async () => {
    const alive = await login(app, ADMIN, '10.71.0.1');
    const ended = await login(app, ADMIN, '10.71.0.2');
    expect(
      (
        await app.inject(
          authed(ended.access, { method: 'DELETE', url: `/api/v1/user/sessions/${ended.sessionid}` }),
        )
      ).statusCode,
    ).toBe(204);

    const down = await migrator(queryable(app.db)).migrateTo(before);
    expect(down.error).toBeUndefined();
    await migrateToLatest(queryable(app.db));

    expect((await details(alive.access)).statusCode).toBe(200);
    const rotated = await refresh(alive.refresh);
    expect(rotated.statusCode).toBe(200);
    const listed = await app.inject(authed(alive.access, { url: '/api/v1/user/sessions' }));
    expect(listed.json<UserSession[]>().map((session) => session.id)).toContain(alive.sessionid);
    expect((await details(ended.access)).statusCode).toBe(401);
    expect((await refresh(ended.refresh)).statusCode).toBe(401);
  });
});
