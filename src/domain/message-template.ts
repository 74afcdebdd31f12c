/**
 * The merchant-editable texts of emails, SMS and provider request bodies: `{{ name }}`
 * placeholders and nothing else (no conditions, loops or raw output), so a template can
 * neither run code nor skip escaping. Every value is escaped for the place it lands in.
 */
const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;
const STRAY_BRACES = /\{\{|\}\}/;

export type TemplateProblem =
  /** A placeholder whose name the template's kind does not offer. */
  | { kind: 'unknown'; name: string }
  /** A placeholder the kind needs (the link of a payment-link email) that the text leaves out. */
  | { kind: 'missing'; name: string }
  /** `{{` or `}}` that is not part of a placeholder: a typo that would reach the customer. */
  | { kind: 'malformed' };

/** The placeholder names a template uses, each once, in order of first use. */
export function templateVariables(source: string): string[] {
  return [...new Set([...source.matchAll(PLACEHOLDER)].map((match) => match[1] as string))];
}

/** What is wrong with a template before it is saved; empty when it may be saved. */
export function templateProblems(
  source: string,
  allowed: readonly string[],
  required: readonly string[] = [],
): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  if (STRAY_BRACES.test(source.replace(PLACEHOLDER, ''))) problems.push({ kind: 'malformed' });
  const used = templateVariables(source);
  for (const name of used) if (!allowed.includes(name)) problems.push({ kind: 'unknown', name });
  for (const name of required) if (!used.includes(name)) problems.push({ kind: 'missing', name });
  return problems;
}

export type Escape = (value: string) => string;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml: Escape = (value) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** For plain-text bodies (text emails, SMS), where nothing is markup. */
export const asText: Escape = (value) => value;

/**
 * Fills the placeholders, each value passed through `escapeValue`. A name without a value is an
 * error, not an empty string: templates are checked at save, so it is a programming mistake.
 */
export function renderTemplate(
  source: string,
  values: Readonly<Record<string, string>>,
  escapeValue: Escape,
): string {
  return source.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for template variable "${name}"`);
    return escapeValue(value);
  });
}
