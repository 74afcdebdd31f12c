/** The catalogue's management screens' keys: a change to products invalidates `products`. */
export const catalogueAdminKeys = {
  all: ['admin', 'catalogue'] as const,
  products: ['admin', 'catalogue', 'products'] as const,
  productList: (query: object) => ['admin', 'catalogue', 'products', 'list', query] as const,
  categories: ['admin', 'catalogue', 'categories'] as const,
  stores: ['admin', 'catalogue', 'stores'] as const,
  settings: ['admin', 'catalogue', 'settings'] as const,
  discountCodes: ['admin', 'discount-codes'] as const,
  discountCodeList: (query: object) => ['admin', 'discount-codes', 'list', query] as const,
};
