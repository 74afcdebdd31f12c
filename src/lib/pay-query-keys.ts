/**
 * The customer payment pages' query keys (pay page, collector, result). Apart from the
 * dashboard's registry (query-keys.ts) so the pay page's first load carries only these.
 */
export const payQueryKeys = {
  config: (plugin: string, id: string, lang: string) => ['pay', plugin, id, 'config', lang] as const,
  transaction: (plugin: string, id: string, lang: string) => ['pay', plugin, id, 'read', lang] as const,
  choices: (plugin: string, id: string, amount: string, lang: string) =>
    ['pay', plugin, id, 'choices', amount, lang] as const,
  attempt: (plugin: string, attemptId: string, lang: string) =>
    ['pay', plugin, 'attempt', attemptId, lang] as const,
  collector: (collectorId: string, lang: string) => ['pay', 'collector', collectorId, lang] as const,
};
