/**
 * The one pipeline every image a merchant uploads goes through (issue 19): logos, favicons and
 * header images now; products, events and dishes reuse it with kinds of their own.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ImageUploadResponse } from '../../../src/domain/contracts/images.ts';
import {
  IMAGE_KINDS,
  type ImageKind,
  isImageKind,
  MAX_IMAGE_BYTES,
  MEDIA_PREFIX,
  mediaSrcSet,
  mediaUrl,
  parseMediaUrl,
} from '../../../src/domain/images.ts';
import { hasPermission, PERMISSIONS } from '../../../src/domain/permissions.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { readFilePart, type UploadLimit } from '../attachments/service.ts';
import { encodeVariants } from './encode.ts';
import { findImage, findVariant, insertImage, insertVariants } from './repository.ts';

/** Larger than any photo a phone takes; the cut is made while the upload streams. */
export const IMAGE_LIMIT: UploadLimit = {
  maxBytes: MAX_IMAGE_BYTES,
  tooLarge: msg('images.too_large', { megabytes: MAX_IMAGE_BYTES / 1024 / 1024 }),
};

export interface ImageUploader {
  merchant_id: number;
  username: string;
  is_superuser: boolean;
  permissions: readonly string[];
}

/**
 * Who may upload an image of a kind: the one place the rule lives. Branding is the owners';
 * product pictures are also the catalogue's managers' (change_product).
 */
const KIND_PERMISSION: Partial<Record<ImageKind, string>> = {
  product: PERMISSIONS.changeProducts,
  event: PERMISSIONS.changeEvents,
  menu: PERMISSIONS.changeMenu,
};

export const mayUploadImage = (user: ImageUploader, kind: ImageKind): boolean => {
  const permission = KIND_PERMISSION[kind];
  return permission ? hasPermission(user, permission) : user.is_superuser;
};

const IMAGE_KIND_NAMES = Object.keys(IMAGE_KINDS) as ImageKind[];

/** Refuses, before the body is read, a user who may upload no kind at all. */
export function checkMayUploadImages(user: ImageUploader): void {
  if (!IMAGE_KIND_NAMES.some((kind) => mayUploadImage(user, kind)))
    throw messageError(403, 'errors.forbidden');
}

/** The multipart field `kind`, sent before the file: checked before a byte of the file is read. */
function kindOf(fields: Readonly<Record<string, string>>, user: ImageUploader): ImageKind {
  const kind = fields.kind;
  if (kind === undefined) throw fieldErrors({ kind: [msg('errors.required')] });
  if (!isImageKind(kind)) throw fieldErrors({ kind: [msg('errors.invalid_choice')] });
  if (!mayUploadImage(user, kind)) throw messageError(403, 'errors.forbidden');
  return kind;
}

/** Reads, checks and stores the request's image (multipart fields `kind`, then `file`). */
export async function uploadImage(
  app: FastifyInstance,
  request: FastifyRequest,
  user: ImageUploader,
): Promise<ImageUploadResponse> {
  const sent: { kind?: ImageKind } = {};
  const { bytes } = await readFilePart(request, IMAGE_LIMIT, (fields) => {
    sent.kind = kindOf(fields, user);
  });
  if (!sent.kind) throw fieldErrors({ kind: [msg('errors.required')] });
  return storeImage(app.db, user, sent.kind, bytes);
}

/**
 * Checks, re-encodes and stores an original for `kind`, logged in the transaction that stores
 * it. The name is the original's SHA-256, so the same bytes stored again answer the same URL
 * without being encoded again.
 */
export async function storeImage(
  db: DbHandle,
  user: { merchant_id: number; username: string },
  kind: ImageKind,
  bytes: Buffer,
): Promise<ImageUploadResponse> {
  const image = await prepared(db, kind, bytes);
  await inTransaction(db, async (trx) => {
    await saveImage(trx, user.merchant_id, image);
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: `activity.settings_image_uploaded_${kind}`,
      params: { url: image.url },
      plugin: null,
    });
  });
  return uploaded(image);
}

/** The demo seed's images: stored in the seed's own transaction, with nobody to log them under. */
export async function seedImage(
  trx: DbHandle,
  merchantId: number,
  kind: ImageKind,
  bytes: Buffer,
): Promise<string> {
  const image = await prepared(trx, kind, bytes);
  await saveImage(trx, merchantId, image);
  return image.url;
}

type Prepared = Awaited<ReturnType<typeof prepared>>;

async function prepared(db: DbHandle, kind: ImageKind, bytes: Buffer) {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const known = await findImage(db, hash, kind);
  const image = known
    ? { width: known.width, height: known.height, storedWidth: known.stored_width, variants: [] }
    : await encoded(bytes, kind);
  return { ...image, hash, kind, url: mediaUrl(hash, image.storedWidth) };
}

async function saveImage(trx: DbHandle, merchantId: number, image: Prepared): Promise<void> {
  const { hash, kind, width, height, storedWidth, variants } = image;
  if (variants.length > 0) await insertVariants(trx, hash, variants);
  await insertImage(trx, { merchantId, hash, kind, width, height, storedWidth });
}

const uploaded = ({ url, kind, width, height }: Prepared): ImageUploadResponse => ({
  url,
  srcset: mediaSrcSet(url, kind) ?? '',
  width,
  height,
});

async function encoded(bytes: Buffer, kind: ImageKind) {
  const variants = await encodeVariants(bytes, kind);
  const widest = variants.at(-1);
  if (!widest) throw new Error('an image kind without widths');
  return { width: widest.pixelWidth, height: widest.pixelHeight, storedWidth: widest.width, variants };
}

/** Whether a name has the shape of a media file's (it may still be one no upload made). */
export const isMediaName = (name: string): boolean => parseMediaUrl(`${MEDIA_PREFIX}${name}`) !== null;

/** The bytes a `/media/` name serves, or undefined for a name no upload made. */
export async function mediaFile(app: FastifyInstance, name: string): Promise<Buffer | undefined> {
  const parsed = parseMediaUrl(`${MEDIA_PREFIX}${name}`);
  if (!parsed) return undefined;
  const variant = await findVariant(app.db, parsed.hash, parsed.width);
  return variant ? Buffer.from(variant.bytes) : undefined;
}
