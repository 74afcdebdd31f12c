/**
 * The customer shop's keys. Its answers hold both languages (LocalizedText), so the keys carry no
 * language and a language switch redraws from the same cache.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  config: () => [...catalogueKeys.all, 'config'] as const,
  banners: () => [...catalogueKeys.all, 'banners'] as const,
  products: (params: object) => [...catalogueKeys.all, 'products', params] as const,
  product: (slug: string) => [...catalogueKeys.all, 'product', slug] as const,
  prerequisites: (slugs: readonly string[]) => [...catalogueKeys.all, 'preqs', slugs] as const,
  stores: (slugs: readonly string[]) => [...catalogueKeys.all, 'stores', slugs] as const,
  payChoices: (body: object) => [...catalogueKeys.all, 'pay-choices', body] as const,
};
