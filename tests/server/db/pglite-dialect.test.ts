import { PGlite } from '@electric-sql/pglite';
import { type Generated, Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { Mutex, PGliteDialect } from '../../../server/db/pglite-dialect.ts';

interface Schema {
  items: { id: Generated<number>; name: string; qty: number };
}

const pglite = await PGlite.create();
const db = new Kysely<Schema>({ dialect: new PGliteDialect(pglite) });
await sql`create table items (id serial primary key, name text not null, qty integer not null)`.execute(db);
afterAll(() => db.destroy());

describe('PGlite dialect', () => {
  it('keeps the rows of a committed transaction when a concurrent one rolls back', async () => {
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ name: 'doomed', qty: 1 }).execute();
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('boom');
    });
    const committing = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ name: 'kept-1', qty: 1 }).execute();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await trx.insertInto('items').values({ name: 'kept-2', qty: 1 }).execute();
    });
    const plain = db.insertInto('items').values({ name: 'outside', qty: 1 }).execute();
    const results = await Promise.allSettled([failing, committing, plain]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    const names = (await db.selectFrom('items').select('name').orderBy('name').execute()).map((r) => r.name);
    expect(names).toEqual(['kept-1', 'kept-2', 'outside']);
  });

  it('runs many concurrent transactions without losing or mixing any', async () => {
    await db.deleteFrom('items').execute();
    await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('items')
            .values({ name: `t${i}`, qty: i })
            .execute();
          if (i % 2 === 1) throw new Error('odd ones roll back');
        }),
      ),
    );
    const rows = await db.selectFrom('items').select('qty').orderBy('qty').execute();
    expect(rows.map((r) => r.qty)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
  });

  it('reports affected row counts for insert, update and delete', async () => {
    await db.deleteFrom('items').execute();
    const inserted = await db
      .insertInto('items')
      .values([
        { name: 'a', qty: 1 },
        { name: 'b', qty: 1 },
        { name: 'c', qty: 2 },
      ])
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(3n);
    const updated = await db.updateTable('items').set({ qty: 5 }).where('qty', '=', 1).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const none = await db.updateTable('items').set({ qty: 5 }).where('name', '=', 'zzz').executeTakeFirst();
    expect(none.numUpdatedRows).toBe(0n);
    const deleted = await db.deleteFrom('items').where('qty', '=', 5).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(2n);
  });

  it('returns rows as objects with parameters bound', async () => {
    const row = await db
      .selectFrom('items')
      .select(['name', sql<number>`${41}::int + 1`.as('answer')])
      .where('name', '=', 'c')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'c', answer: 42 });
  });
});

describe('Mutex', () => {
  it('hands the lock out one holder at a time, first come first served', async () => {
    const mutex = new Mutex();
    const order: string[] = [];
    const hold = async (name: string, ms: number) => {
      await mutex.lock();
      order.push(`${name}+`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      order.push(`${name}-`);
      mutex.unlock();
    };
    await Promise.all([hold('a', 10), hold('b', 1), hold('c', 1)]);
    expect(order).toEqual(['a+', 'a-', 'b+', 'b-', 'c+', 'c-']);
  });
});
