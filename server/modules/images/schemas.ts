import { ImageUploadResponse, MediaFile, MediaParams } from '../../../src/domain/contracts/images.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['images'];

export const uploadImageSchema = {
  tags,
  summary:
    'Upload a merchant image (multipart: field "kind" — logo, favicon or header — then field "file": JPEG, PNG, WebP, GIF or AVIF, at most 10 MB and 40 megapixels). It is re-encoded as WebP at each width of its kind up to its own, without its metadata; the answer names the widest. Owners only.',
  security: bearer,
  consumes: ['multipart/form-data'],
  response: { 201: ImageUploadResponse, ...errors(400, 401, 403, 406, 413) },
};

/** Outside the API document like the gateway logos: a browser-facing file, not JSON. */
export const mediaSchema = {
  hide: true,
  tags,
  summary: 'One variant of an uploaded image, cached for a year (its name holds its content hash)',
  params: MediaParams,
  response: {
    200: { description: 'A WebP image', content: { 'image/webp': { schema: MediaFile } } },
    304: { description: 'Not modified', type: 'null' },
    ...errors(400, 404),
  },
};
