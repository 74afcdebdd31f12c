/** The customer payment pages' keys (pay page, collector, result). */
export const payKeys = {
  config: (plugin: string, id: string, lang: string) => ['pay', plugin, id, 'config', lang] as const,
  transaction: (plugin: string, id: string, lang: string) => ['pay', plugin, id, 'read', lang] as const,
  choices: (plugin: string, id: string, amount: string, lang: string) =>
    ['pay', plugin, id, 'choices', amount, lang] as const,
  attempt: (plugin: string, attemptId: string, lang: string) =>
    ['pay', plugin, 'attempt', attemptId, lang] as const,
  collector: (collectorId: string, lang: string) => ['pay', 'collector', collectorId, lang] as const,
  collectorChoices: (collectorId: string, lang: string, currency: string, amount: string) =>
    ['pay', 'collector', collectorId, lang, 'choices', currency, amount] as const,
};
