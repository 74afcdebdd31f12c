/** Minimal HTML helpers for the pages this server renders itself (sandbox gateway, receipt). */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Tagged template that escapes every interpolated value unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    const text = Array.isArray(value)
      ? value.map((item) => (item instanceof Html ? item.value : escapeHtml(String(item)))).join('')
      : value instanceof Html
        ? value.value
        : escapeHtml(String(value ?? ''));
    out += text + (strings[index + 1] ?? '');
  });
  return new Html(out);
}

/** A simple logo: the gateway's name on its colour, so pay choices show something recognisable. */
export function gatewayLogoSvg(label: string, colour: string): string {
  const text = escapeHtml(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 96 48"><rect width="96" height="48" rx="8" fill="${colour}"/><text x="48" y="30" font-family="sans-serif" font-size="${label.length > 5 ? 11 : 16}" font-weight="700" text-anchor="middle" fill="#fff">${text}</text></svg>`;
}
