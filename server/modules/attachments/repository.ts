import type { Db } from '../../db/database.ts';

export interface NewFile {
  merchantId: number;
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** Stores the bytes; the returned id is random (a uuid) and never reused for other bytes. */
export async function insertFile(db: Db, file: NewFile): Promise<string> {
  const row = await db
    .insertInto('files')
    .values({
      merchant_id: file.merchantId,
      name: file.name,
      content_type: file.contentType,
      size: file.bytes.length,
      bytes: file.bytes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findFile(db: Db, id: string) {
  return db
    .selectFrom('files')
    .select(['name', 'content_type', 'bytes'])
    .where('id', '=', id)
    .executeTakeFirst();
}
