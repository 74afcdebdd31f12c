import { type DbHandle, queryable } from './handle.ts';

/** Stores `generated` as the secrets key unless one is stored already, and answers the stored one. */
export async function storedSecretsKey(db: DbHandle, generated: string): Promise<string> {
  await queryable(db)
    .insertInto('settings')
    .values({ key: 'secrets_key', value: generated })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await queryable(db)
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'secrets_key')
    .executeTakeFirstOrThrow();
  return row.value;
}
