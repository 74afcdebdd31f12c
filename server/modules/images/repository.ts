import { type DbHandle, queryable } from '../../db/handle.ts';

export interface StoredImage {
  merchantId: number;
  hash: string;
  kind: string;
  width: number;
  height: number;
  storedWidth: number;
}

/** An original some merchant uploaded for this kind already: its variants exist. */
export function findImage(db: DbHandle, hash: string, kind: string) {
  return queryable(db)
    .selectFrom('images')
    .select(['width', 'height', 'stored_width'])
    .where('hash', '=', hash)
    .where('kind', '=', kind)
    .limit(1)
    .executeTakeFirst();
}

/** Records the merchant's upload; uploading the same bytes for the same kind again changes nothing. */
export async function insertImage(db: DbHandle, image: StoredImage): Promise<void> {
  await queryable(db)
    .insertInto('images')
    .values({
      merchant_id: image.merchantId,
      hash: image.hash,
      kind: image.kind,
      width: image.width,
      height: image.height,
      stored_width: image.storedWidth,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'hash', 'kind']).doNothing())
    .execute();
}

/** A variant is made from the original alone, so one already stored under its name is the same. */
export async function insertVariants(
  db: DbHandle,
  hash: string,
  variants: readonly { width: number; bytes: Buffer }[],
): Promise<void> {
  await queryable(db)
    .insertInto('image_variants')
    .values(
      variants.map((variant) => ({
        hash,
        width: variant.width,
        size: variant.bytes.length,
        bytes: variant.bytes,
      })),
    )
    .onConflict((oc) => oc.columns(['hash', 'width']).doNothing())
    .execute();
}

export function findVariant(db: DbHandle, hash: string, width: number) {
  return queryable(db)
    .selectFrom('image_variants')
    .select('bytes')
    .where('hash', '=', hash)
    .where('width', '=', width)
    .executeTakeFirst();
}
