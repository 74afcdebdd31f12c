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

  it('stores and reads back every parameter kind the repositories send', async () => {
    await sql`create table kinds (at timestamptz, flag boolean, doc jsonb, data bytea, big bigint, note text)`.execute(
      db,
    );
    const at = new Date('2026-03-01T10:20:30.456Z');
    await sql`insert into kinds values (${at}, ${true}, ${JSON.stringify({ a: [1, 'x'] })}, ${Buffer.from([0, 1, 255])}, ${'9007199254740993'}, ${null})`.execute(
      db,
    );
    const { rows } = await sql<{
      at: Date;
      flag: boolean;
      doc: unknown;
      data: Uint8Array;
      big: unknown;
      note: string | null;
    }>`select * from kinds`.execute(db);
    expect(rows[0]?.at.toISOString()).toBe(at.toISOString());
    expect(rows[0]?.flag).toBe(true);
    expect(rows[0]?.doc).toEqual({ a: [1, 'x'] });
    expect([...(rows[0]?.data ?? [])]).toEqual([0, 1, 255]);
    expect(String(rows[0]?.big)).toBe('9007199254740993');
    expect(rows[0]?.note).toBeNull();
  });

  it('keeps answering a reused statement after one of its executions failed', async () => {
    await db.deleteFrom('items').execute();
    const insert = (qty: number) => db.insertInto('items').values({ name: 'same', qty }).execute();
    await insert(1);
    // The same statement text, now failing at execution (integer out of range).
    await expect(insert(2 ** 40)).rejects.toMatchObject({ code: '22003' });
    await insert(3);
    await expect(sql`select nonsense from items`.execute(db)).rejects.toMatchObject({ code: '42703' });
    const quantities = () => db.selectFrom('items').select(['name', 'qty']).orderBy('qty').execute();
    const expected = [
      { name: 'same', qty: 1 },
      { name: 'same', qty: 3 },
    ];
    // The second run reuses the parsed statement and its known result columns.
    expect(await quantities()).toEqual(expected);
    expect(await quantities()).toEqual(expected);
  });

  it('still answers after more distinct statements than it keeps parsed, and inside a failed transaction', async () => {
    const answers = [];
    for (let i = 0; i < 300; i += 1) {
      const { rows } = await sql<{ n: number }>`select ${sql.lit(i)}::int + ${1}::int as n`.execute(db);
      answers.push(rows[0]?.n);
    }
    expect(answers).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    // A statement that parses but fails while running (division by zero) is kept and pushes
    // another out; that one is closed with the next message, here the ROLLBACK of an aborted
    // transaction, which must still roll back.
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ name: 'rolled back', qty: 1 }).execute();
        await expect(sql`select ${sql.lit(1)}::int / ${0}::int`.execute(trx)).rejects.toMatchObject({
          code: '22012',
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const kept = await db.selectFrom('items').select('name').where('name', '=', 'rolled back').execute();
    expect(kept).toEqual([]);
    const { rows } = await sql<{ n: number }>`select ${sql.lit(0)}::int + ${1}::int as n`.execute(db);
    expect(rows[0]?.n).toBe(1);
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
