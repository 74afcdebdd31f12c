/** The menu's management screens' keys: a change to a resource invalidates its own key. */
export const menuAdminKeys = {
  all: ['admin', 'menu'] as const,
  categories: ['admin', 'menu', 'categories'] as const,
  dishes: ['admin', 'menu', 'items'] as const,
  dishList: (query: object) => ['admin', 'menu', 'items', 'list', query] as const,
  branches: ['admin', 'menu', 'branches'] as const,
  zones: ['admin', 'menu', 'zones'] as const,
  areas: ['admin', 'menu', 'areas'] as const,
  banners: ['admin', 'menu', 'banners'] as const,
  settings: ['admin', 'menu', 'settings'] as const,
};
