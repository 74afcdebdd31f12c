/** Rules of the catalogue's shop (issue 21) that the pages and the server share. */

/** How the product list can be ordered; newest first unless the customer picks a price order. */
export const CATALOGUE_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type CatalogueSortKey = (typeof CATALOGUE_SORTS)[number];

/** Slugs named in one request (`product_slugs=a,b`): a cart's worth, not the whole shop. */
export const MAX_SLUGS_PER_REQUEST = 50;

/** `a, b,,a` → ['a', 'b']: blanks dropped, repeats kept once, in the order given. */
export function splitSlugs(list: string): string[] {
  return [
    ...new Set(
      list
        .split(',')
        .map((slug) => slug.trim())
        .filter(Boolean),
    ),
  ];
}
