import { sql } from 'kysely';
import { countedPage } from '../../db/counted-page.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';

const COLUMNS = [
  'id',
  'url',
  'description',
  'event_types',
  'plugins',
  'enabled',
  'previous_secret_expires_at',
  'created_at',
] as const;

export type EndpointRow = Awaited<ReturnType<typeof findEndpoint>> & {};

export interface EndpointValues {
  url: string;
  description: string;
  event_types: string[];
  plugins: string[] | null;
  enabled: boolean;
}

const jsonValues = (values: Partial<EndpointValues>) => ({
  ...values,
  event_types: values.event_types === undefined ? undefined : JSON.stringify(values.event_types),
  plugins:
    values.plugins === undefined
      ? undefined
      : values.plugins === null
        ? null
        : JSON.stringify(values.plugins),
});

export async function listEndpoints(
  db: DbHandle,
  merchantId: number,
  page: { limit: number; offset: number },
) {
  const query = queryable(db).selectFrom('webhook_endpoints').where('merchant_id', '=', merchantId);
  const { count, rows } = await countedPage(query, (list) => list.select(COLUMNS).orderBy('id'), page);
  return { count, results: rows };
}

export async function countEndpoints(trx: DbHandle, merchantId: number): Promise<number> {
  const row = await queryable(trx)
    .selectFrom('webhook_endpoints')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The endpoint with its row locked when `lock` (edits and rolls log before and after in order). */
export function findEndpoint(db: DbHandle, merchantId: number, id: number, lock = false) {
  let query = queryable(db)
    .selectFrom('webhook_endpoints')
    .select([...COLUMNS, 'secret'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function insertEndpoint(
  trx: DbHandle,
  merchantId: number,
  values: EndpointValues,
  sealedSecret: string,
) {
  const now = new Date();
  return queryable(trx)
    .insertInto('webhook_endpoints')
    .values({
      merchant_id: merchantId,
      url: values.url,
      description: values.description,
      event_types: JSON.stringify(values.event_types),
      plugins: values.plugins === null ? null : JSON.stringify(values.plugins),
      enabled: values.enabled,
      secret: sealedSecret,
      created_at: now,
      updated_at: now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateEndpoint(trx: DbHandle, id: number, values: Partial<EndpointValues>) {
  return queryable(trx)
    .updateTable('webhook_endpoints')
    .set({ ...jsonValues(values), updated_at: new Date() })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The new secret signs from now; the one it replaces signs too until `previousUntil` (null: never). */
export function replaceSecret(
  trx: DbHandle,
  id: number,
  sealedSecret: string,
  previous: string | null,
  previousUntil: Date | null,
) {
  return queryable(trx)
    .updateTable('webhook_endpoints')
    .set({
      secret: sealedSecret,
      previous_secret: previous,
      previous_secret_expires_at: previousUntil,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Its waiting events fail for good (their log stays, without the endpoint). */
export async function deleteEndpoint(trx: DbHandle, id: number): Promise<void> {
  await queryable(trx)
    .updateTable('webhook_events')
    .set({ status: 'failed', last_error: 'The endpoint was deleted' })
    .where('endpoint_id', '=', id)
    .where('status', '=', 'pending')
    .execute();
  await queryable(trx).deleteFrom('webhook_endpoints').where('id', '=', id).execute();
}
