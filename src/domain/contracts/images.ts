/** The image pipeline's API: an upload's answer and the served files (src/domain/images.ts). */
import { type Static, Type } from 'typebox';

/**
 * An uploaded image as settings store and pages draw it: `url` is the widest variant made
 * (`/media/<hash>-<width>.webp`), `srcset` every width of its kind up to that one, and
 * `width`/`height` that variant's pixels.
 */
export const ImageUploadResponse = Type.Object({
  url: Type.String(),
  srcset: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
});
export type ImageUploadResponse = Static<typeof ImageUploadResponse>;

/** `/media/:name`: `<64 hex>-<width>.webp`; any other name is simply not found. */
export const MediaParams = Type.Object({ name: Type.String({ maxLength: 100 }) });

export const MediaFile = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' });
