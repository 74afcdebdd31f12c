import { describe, expect, it } from 'vitest';
import { inTransaction, queryable } from '../../../../server/db/handle.ts';
import { issueEventKey, signingKeyOf } from '../../../../server/modules/event-keys/service.ts';
import { createTestApp } from '../../helper.ts';

const app = await createTestApp();
const db = queryable(app.db);

const demoEvent = () =>
  db.selectFrom('events').select(['id']).where('slug', '=', 'gulf-tech-summit').executeTakeFirstOrThrow();

describe('event signing keys', () => {
  it('gives each demo event its first key as kid 1', async () => {
    const event = await demoEvent();
    expect(await signingKeyOf(app.db, event.id)).toMatchObject({ kid: 1 });
  });

  it('signs new tickets with the next kid after a rotation, keeping the old key retired', async () => {
    const event = await demoEvent();
    const before = await signingKeyOf(app.db, event.id);
    const kid = await inTransaction(app.db, (trx) => issueEventKey(trx, event.id));
    expect(kid).toBe((before?.kid ?? 0) + 1);

    const after = await signingKeyOf(app.db, event.id);
    expect(after?.kid).toBe(kid);
    expect(after?.publicKey).not.toBe(before?.publicKey);
    const keys = await db
      .selectFrom('event_keys')
      .select(['kid', 'retired_at'])
      .where('event_id', '=', event.id)
      .orderBy('kid')
      .execute();
    expect(keys.map((key) => [key.kid, key.retired_at === null])).toEqual([
      ...keys.slice(0, -1).map((key) => [key.kid, false]),
      [kid, true],
    ]);
  });

  it('issues nothing for an unknown event', async () => {
    expect(await inTransaction(app.db, (trx) => issueEventKey(trx, 987654))).toBeNull();
  });
});
