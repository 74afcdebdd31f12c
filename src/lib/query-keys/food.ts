/**
 * The customer menu's keys. Menu answers hold both languages (LocalizedText), so the keys
 * carry no language and a language switch redraws from the same cache.
 */
export const foodKeys = {
  all: ['food'] as const,
  config: () => [...foodKeys.all, 'config'] as const,
  header: () => [...foodKeys.all, 'header'] as const,
  banners: () => [...foodKeys.all, 'banners'] as const,
  promoted: (params: object) => [...foodKeys.all, 'promoted', params] as const,
  categories: (deliveryType: string) => [...foodKeys.all, 'categories', deliveryType] as const,
  items: (params: object) => [...foodKeys.all, 'items', params] as const,
  item: (id: number) => [...foodKeys.all, 'item', id] as const,
  branches: () => [...foodKeys.all, 'branches'] as const,
  areas: () => [...foodKeys.all, 'areas'] as const,
  minOrder: (params: object) => [...foodKeys.all, 'min-order', params] as const,
  working: (params: object) => [...foodKeys.all, 'working', params] as const,
  payChoices: (body: object) => [...foodKeys.all, 'pay-choices', body] as const,
  order: (number: string, token: string) => [...foodKeys.all, 'order', number, token] as const,
};
