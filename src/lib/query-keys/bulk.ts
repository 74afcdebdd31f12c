/** The bulk plugin's keys: any change to an upload invalidates `all`, lists and detail alike. */
export const bulkKeys = {
  all: ['bulk'] as const,
  uploads: (query: object) => ['bulk', 'uploads', query] as const,
  upload: (id: string, query: object) => ['bulk', 'upload', id, query] as const,
  errors: (id: string, query: object) => ['bulk', 'errors', id, query] as const,
  dispatchLogs: (id: string, state: string) => ['bulk', 'dispatch-logs', id, state] as const,
  summary: (id: string, state: string) => ['bulk', 'summary', id, state] as const,
  matches: (id: string, query: object) => ['bulk', 'matches', id, query] as const,
  transactionLogs: (id: string, dispatchId: number, query: object) =>
    ['bulk', 'transaction-logs', id, dispatchId, query] as const,
  reminders: (id: string) => ['bulk', 'reminders', id] as const,
};
