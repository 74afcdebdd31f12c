/** The customer event pages' keys (issue 5). */
export const eventKeys = {
  list: (lang: string) => ['events', 'list', lang] as const,
  detail: (slug: string, lang: string) => ['events', 'detail', slug, lang] as const,
  terms: (slug: string, lang: string) => ['events', 'terms', slug, lang] as const,
  choices: (slug: string, ticket: number, quantity: number, lang: string) =>
    ['events', 'choices', slug, ticket, quantity, lang] as const,
};
