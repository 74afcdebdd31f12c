/**
 * Images a merchant uploads (logos, favicons, header images, and later products, events and
 * dishes) go through one pipeline: checked by content, re-encoded, resized to the widths the
 * pages draw them at, and served under a name holding their content hash, so they can be cached
 * for a year. Settings store only such a name: an address typed by a merchant is never shown to
 * customers in its place.
 */

/** What an image is for: each kind has the widths its pages draw it at (largest last). */
export const IMAGE_KINDS = {
  logo: [96, 192, 384],
  favicon: [32, 192],
  header: [640, 1280, 1920],
  // The shop's cards (about 320 px wide on a phone) and the product page's gallery.
  product: [320, 640, 1280],
  // An event's banner spans the page like a header; a dish or category is a card like a product.
  event: [640, 1280, 1920],
  menu: [320, 640, 1280],
} as const satisfies Record<string, readonly number[]>;
export type ImageKind = keyof typeof IMAGE_KINDS;

/** The largest original the pipeline takes (the server stops reading past it). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const isImageKind = (value: string): value is ImageKind => Object.hasOwn(IMAGE_KINDS, value);

/** The path prefix images are served under (outside the API: they are public and immutable). */
export const MEDIA_PREFIX = '/media/';

/** `/media/<64 hex of the original's SHA-256>-<width>.webp`: the one shape a stored image takes. */
const MEDIA_URL = /^\/media\/([0-9a-f]{64})-(\d{1,4})\.webp$/;

/** Whether a stored value names an image of the pipeline (and not an address given by a person). */
export const isMediaUrl = (url: string): boolean => MEDIA_URL.test(url);

/** The address of one width of an image. */
export const mediaUrl = (hash: string, width: number): string => `${MEDIA_PREFIX}${hash}-${width}.webp`;

/**
 * The `srcset` for a stored image: every width of its kind up to the one stored (the largest
 * the pipeline made for it). Null for a value that is not a pipeline image.
 */
export function mediaSrcSet(url: string, kind: ImageKind): string | null {
  const match = MEDIA_URL.exec(url);
  if (!match) return null;
  const [, hash = '', stored = '0'] = match;
  const widths = IMAGE_KINDS[kind].filter((width) => width <= Number(stored));
  return widths.map((width) => `${mediaUrl(hash, width)} ${width}w`).join(', ');
}

/** The original's hash and the width a stored image's name holds, or null for any other value. */
export function parseMediaUrl(url: string): { hash: string; width: number } | null {
  const match = MEDIA_URL.exec(url);
  return match ? { hash: match[1] ?? '', width: Number(match[2]) } : null;
}
