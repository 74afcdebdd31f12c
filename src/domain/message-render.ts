/**
 * A merchant's message as the customer receives it: the text as written, and for emails an
 * HTML version drawn from that same text. The merchant writes no markup: the HTML escapes
 * every character of the template and of each value, then adds only paragraphs, line breaks
 * and links around the address placeholders.
 */
import { asText, escapeHtml, renderTemplate } from './message-template.ts';

export interface RenderedMessage {
  subject: string;
  text: string;
  /** Null for an SMS. */
  html: string | null;
}

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** A value in HTML: escaped, and an http(s) address under a link placeholder made a link. */
function htmlValue(name: string, value: string, links: readonly string[]): string {
  const escaped = escapeHtml(value);
  return links.includes(name) && WEB_ADDRESS.test(value) ? `<a href="${escaped}">${escaped}</a>` : escaped;
}

/** The HTML body: blank lines part paragraphs, single line breaks stay breaks. */
export function renderHtmlBody(
  source: string,
  values: Readonly<Record<string, string>>,
  links: readonly string[],
  lang: 'en' | 'ar',
): string {
  const prepared = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, htmlValue(name, value, links)]),
  );
  // The source is escaped whole before filling (no placeholder contains an escapable
  // character), and the values are already HTML, so filling adds nothing more.
  const filled = renderTemplate(escapeHtml(source.replace(/\r\n?/g, '\n')), prepared, asText);
  const paragraphs = filled
    .split(/\n[ \t]*\n+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => `<p>${part.replace(/\n/g, '<br>')}</p>`);
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  // Long links wrap instead of running out of a narrow screen.
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"></head><body style="font-family: sans-serif; line-height: 1.5; overflow-wrap: anywhere">${paragraphs.join('')}</body></html>`;
}

export function renderMessage(
  template: { subject: string; body: string },
  values: Readonly<Record<string, string>>,
  options: { channel: 'email' | 'sms'; links: readonly string[]; lang: 'en' | 'ar' },
): RenderedMessage {
  // A header cannot hold a line break: a value with one is folded into the line.
  const subject = renderTemplate(template.subject, values, (value) => value.replace(/\s*[\r\n]+\s*/g, ' '));
  const text = renderTemplate(template.body, values, asText);
  if (options.channel === 'sms') return { subject, text, html: null };
  return { subject, text, html: renderHtmlBody(template.body, values, options.links, options.lang) };
}
