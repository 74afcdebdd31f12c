/** The events' management screens' keys: a change to an event invalidates `all`. */
export const eventsAdminKeys = {
  all: ['admin', 'events'] as const,
  list: (query: object) => ['admin', 'events', 'list', query] as const,
  event: (id: number) => ['admin', 'events', 'event', id] as const,
  tickets: (id: number) => ['admin', 'events', 'event', id, 'tickets'] as const,
};
