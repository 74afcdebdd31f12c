import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * A page of a list and how many rows the whole list has, read at once: `filtered` is the
 * list's FROM and WHERE, `ordered` adds what a row holds and its order.
 */
export async function countedPage<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  ordered: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: Row[] }> {
  const [rows, total] = await Promise.all([
    ordered(filtered).limit(page.limit).offset(page.offset).execute(),
    filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow() as Promise<{
      count: number;
    }>,
  ]);
  return { count: total.count, rows: rows as Row[] };
}
