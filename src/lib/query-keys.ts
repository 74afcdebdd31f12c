/**
 * The one registry of query keys. Each resource has a factory, so invalidating
 * `all` or `detail(id)` reaches every query of that resource and nothing else.
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
  pay: {
    all: ['pay'] as const,
    config: (plugin: string, id: string, lang: string) => ['pay', plugin, id, 'config', lang] as const,
    transaction: (plugin: string, id: string, lang: string) => ['pay', plugin, id, 'read', lang] as const,
    choices: (plugin: string, id: string, amount: string, lang: string) =>
      ['pay', plugin, id, 'choices', amount, lang] as const,
    attempt: (plugin: string, attemptId: string, lang: string) =>
      ['pay', plugin, 'attempt', attemptId, lang] as const,
    collector: (collectorId: string, lang: string) => ['pay', 'collector', collectorId, lang] as const,
  },
};

/** Shell queries small and harmless enough to keep in localStorage for offline reloads. */
export const PERSISTED_ROOTS: readonly string[] = [
  queryKeys.config.all[0],
  queryKeys.sections.all[0],
  queryKeys.user.all[0],
];
