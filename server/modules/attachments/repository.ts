import { type DbHandle, queryable } from '../../db/handle.ts';

export interface NewFile {
  merchantId: number;
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** Stores the bytes; the returned id is random (a uuid) and never reused for other bytes. */
export async function insertFile(db: DbHandle, file: NewFile): Promise<string> {
  const row = await queryable(db)
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

export function findFile(db: DbHandle, id: string) {
  return queryable(db)
    .selectFrom('files')
    .select(['name', 'content_type', 'bytes'])
    .where('id', '=', id)
    .executeTakeFirst();
}
