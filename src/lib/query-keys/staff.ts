/**
 * The signed-in screens' keys, one factory per resource: invalidating `all` (or a scope)
 * reaches every query of that resource and nothing else.
 */
export const configKeys = { all: ['config'] as const };

export const userKeys = {
  all: ['user'] as const,
  details: () => [...userKeys.all, 'details'] as const,
  /** Every page of the user's action history. */
  actionPages: ['user', 'actions'] as const,
  actions: (params: { limit: number; offset: number }) => [...userKeys.actionPages, params] as const,
  twoFactor: () => [...userKeys.all, 'two-factor'] as const,
};

export const securityKeys = { settings: ['admin', 'security'] as const };

export const paymentSettingsKeys = { settings: ['admin', 'payment-settings'] as const };
export const brandingKeys = {
  settings: ['admin', 'branding'] as const,
  units: ['admin', 'units'] as const,
};
export const appearanceKeys = { settings: ['admin', 'appearance'] as const };
export const smsProviderKeys = { settings: ['admin', 'sms-provider'] as const };

export const templateKeys = { all: ['admin', 'templates'] as const };

export const sectionKeys = { all: ['sections'] as const };

export const helpKeys = { options: (lang: string) => ['help', 'options', lang] as const };

export const paymentRequestKeys = {
  formOptions: (lang: string) => ['payment-request', 'form-options', lang] as const,
};

/** Everything under one scope (a plugin or 'all'): invalidate it after any action on its rows. */
export const transactionKeys = {
  all: ['transactions'] as const,
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
};

/** The catalogue's orders paid after their stock had gone (issue 21). */
export const catalogueAttentionKeys = {
  all: ['catalogue-attention'] as const,
  list: (query: object) => ['catalogue-attention', 'list', query] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  statisticsOptions: (lang: string) => ['dashboard', 'statistics-options', lang] as const,
  statistics: (params: object, lang: string) => ['dashboard', 'statistics', params, lang] as const,
  averageSize: (year: number) => ['dashboard', 'avg-size', year] as const,
  recentOrders: (lang: string) => ['dashboard', 'recent-orders', lang] as const,
};

export const checkInKeys = {
  all: ['check-in'] as const,
  events: ['check-in', 'events'] as const,
  conflicts: (eventId: number | null) => ['check-in', 'conflicts', eventId] as const,
};

/** Staff bookings (issue 5): invalidating `all` after an edit, cancel or create reaches lists, counters, details and events. */
export const bookingKeys = {
  all: ['bookings'] as const,
  list: (query: object, lang: string) => ['bookings', 'list', query, lang] as const,
  options: (lang: string) => ['bookings', 'options', lang] as const,
  statistics: (query: object) => ['bookings', 'statistics', query] as const,
  detail: (id: string, lang: string) => ['bookings', 'detail', id, lang] as const,
  events: (lang: string) => ['bookings', 'events', lang] as const,
  event: (id: number, lang: string) => ['bookings', 'event', id, lang] as const,
};

/** The superuser's Outbox: a list per query, one message (with its body) per id. */
/** Webhook endpoints and their delivery log: a change to an endpoint or a resend refreshes `all`. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: ['webhooks', 'endpoints'] as const,
  events: (query: object) => ['webhooks', 'events', query] as const,
  event: (id: number) => ['webhooks', 'event', id] as const,
};

/** The merchant's gateways (issue 24): one list, refreshed by every change. */
export const gatewayKeys = {
  all: ['gateways'] as const,
  /** Outside `all`: every gateway change would otherwise ask the provider again. */
  methods: (code: string) => ['gateway-methods', code] as const,
};

export const outboxKeys = {
  all: ['outbox'] as const,
  list: (query: object) => ['outbox', 'list', query] as const,
  message: (id: number) => ['outbox', 'message', id] as const,
};

/** The owner's team list: any change to a member invalidates `all` (every list page and filter). */
export const staffKeys = {
  all: ['staff'] as const,
  list: (query: object) => ['staff', 'list', query] as const,
};

/**
 * The Admin log: pages per query and language (descriptions come in the reader's language), and
 * its filter choices. A change to a member invalidates `all`, so the log shows it.
 */
export const adminLogKeys = {
  all: ['admin-log'] as const,
  list: (query: object, lang: string) => ['admin-log', 'list', query, lang] as const,
  filters: ['admin-log', 'filters'] as const,
};

/** Signed-in devices: one's own, and each member's for owners; ending any session invalidates `all`. */
export const sessionKeys = {
  all: ['sessions'] as const,
  own: () => ['sessions', 'own'] as const,
  member: (id: number) => ['sessions', 'member', id] as const,
};

/** The owner's roles: any change to a role or to who holds one invalidates `all`. */
export const roleKeys = {
  all: ['roles'] as const,
  list: () => ['roles', 'list'] as const,
};

/** Everything kitchen: a change to one order invalidates `orders` (lists and that order's details). */
export const kitchenKeys = {
  all: ['kitchen'] as const,
  orders: ['kitchen', 'orders'] as const,
  list: (query: object, lang: string) => ['kitchen', 'orders', 'list', query, lang] as const,
  detail: (id: string, lang: string) => ['kitchen', 'orders', 'detail', id, lang] as const,
  options: (lang: string) => ['kitchen', 'options', lang] as const,
  branches: (lang: string) => ['kitchen', 'branches', lang] as const,
  branch: (id: string, lang: string) => ['kitchen', 'branch', id, lang] as const,
  menu: ['kitchen', 'menu'] as const,
};

/** Shell queries small and harmless enough to keep in localStorage for offline reloads. */
export const PERSISTED_ROOTS: readonly string[] = [configKeys.all[0], sectionKeys.all[0], userKeys.all[0]];

/** The customer payment restriction (its gateway names follow the language). */
export const restrictionKeys = {
  all: ['payment-restriction'] as const,
  settings: (lang: string) => [...restrictionKeys.all, lang] as const,
};

export const publicPagesKeys = { settings: ['admin', 'public-pages'] as const };

/** The owner's API keys: any create, roll or revoke invalidates `all`. */
export const apiKeyKeys = { all: ['admin', 'api-keys'] as const };

export const paymentAttentionKeys = {
  all: ['payment-attention'] as const,
  list: (state: string) => ['payment-attention', 'list', state] as const,
  count: () => ['payment-attention', 'count'] as const,
};
