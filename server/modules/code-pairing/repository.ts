import { type DbHandle, queryable } from '../../db/handle.ts';

export async function hasPairingForOrigin(db: DbHandle, origin: string): Promise<boolean> {
  const row = await queryable(db)
    .selectFrom('code_pairings')
    .select('id')
    .where('referer_origin', '=', origin)
    .executeTakeFirst();
  return Boolean(row);
}

export function findPairing(db: DbHandle, code: string, pair: string) {
  return queryable(db)
    .selectFrom('code_pairings')
    .selectAll()
    .where('code', '=', code)
    .where('pair', '=', pair)
    .executeTakeFirst();
}
