/**
 * The registry of the dashboard's query keys. Each resource has a factory, so invalidating
 * `all` or `detail(id)` reaches every query of that resource and nothing else. The customer
 * pages' keys live apart (pay-query-keys.ts, events-query-keys.ts): a customer page's first
 * load should not carry every dashboard resource's keys.
 */
export const queryKeys = {
  config: { all: ['config'] as const },
  user: {
    all: ['user'] as const,
    details: () => [...queryKeys.user.all, 'details'] as const,
    actions: (params: { limit: number; offset: number }) =>
      [...queryKeys.user.all, 'actions', params] as const,
  },
  sections: { all: ['sections'] as const },
  help: { options: (lang: string) => ['help', 'options', lang] as const },
  paymentRequest: {
    formOptions: (lang: string) => ['payment-request', 'form-options', lang] as const,
  },
  /** Everything under one scope (a plugin or 'all'): invalidate it after any action on its rows. */
  transactions: {
    scope: (scope: string) => ['transactions', scope] as const,
    list: (scope: string, deleted: boolean, query: object, lang: string) =>
      ['transactions', scope, 'list', deleted, query, lang] as const,
    options: (scope: string, lang: string) => ['transactions', scope, 'options', lang] as const,
    statistics: (scope: string, query: object) => ['transactions', scope, 'statistics', query] as const,
    detail: (scope: string, deleted: boolean, id: string, lang: string) =>
      ['transactions', scope, 'detail', deleted, id, lang] as const,
    fields: (scope: string) => ['transactions', scope, 'fields'] as const,
    /** Under 'all', which every action invalidates, so the history shows the action just taken. */
    activity: (id: string, lang: string) => ['transactions', 'all', 'activity', id, lang] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    statisticsOptions: (lang: string) => ['dashboard', 'statistics-options', lang] as const,
    statistics: (params: object, lang: string) => ['dashboard', 'statistics', params, lang] as const,
    averageSize: (year: number) => ['dashboard', 'avg-size', year] as const,
    recentOrders: (lang: string) => ['dashboard', 'recent-orders', lang] as const,
  },
  checkIn: {
    all: ['check-in'] as const,
    events: ['check-in', 'events'] as const,
    conflicts: (eventId: number | null) => ['check-in', 'conflicts', eventId] as const,
  },
  /** Staff bookings (issue 5): invalidating `all` after an edit, cancel or create reaches lists, counters, details and events. */
  bookings: {
    all: ['bookings'] as const,
    list: (query: object, lang: string) => ['bookings', 'list', query, lang] as const,
    options: (lang: string) => ['bookings', 'options', lang] as const,
    statistics: (query: object) => ['bookings', 'statistics', query] as const,
    detail: (id: string, lang: string) => ['bookings', 'detail', id, lang] as const,
    events: (lang: string) => ['bookings', 'events', lang] as const,
    event: (id: number, lang: string) => ['bookings', 'event', id, lang] as const,
  },
  /** The superuser's Outbox: a list per query, one message (with its body) per id. */
  outbox: {
    all: ['outbox'] as const,
    list: (query: object) => ['outbox', 'list', query] as const,
    message: (id: number) => ['outbox', 'message', id] as const,
  },
};

/** Shell queries small and harmless enough to keep in localStorage for offline reloads. */
export const PERSISTED_ROOTS: readonly string[] = [
  queryKeys.config.all[0],
  queryKeys.sections.all[0],
  queryKeys.user.all[0],
];
