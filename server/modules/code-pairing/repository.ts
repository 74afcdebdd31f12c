import type { Db } from '../../db/database.ts';

export async function hasPairingForOrigin(db: Db, origin: string): Promise<boolean> {
  const row = await db
    .selectFrom('code_pairings')
    .select('id')
    .where('referer_origin', '=', origin)
    .executeTakeFirst();
  return Boolean(row);
}

export function findPairing(db: Db, code: string, pair: string) {
  return db
    .selectFrom('code_pairings')
    .selectAll()
    .where('code', '=', code)
    .where('pair', '=', pair)
    .executeTakeFirst();
}
