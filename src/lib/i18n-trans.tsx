import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { interpolate, type TFunction, type TOptions } from './i18n-runtime';

// Apart from the hook (src/lib/i18n-react.tsx), which every page loads: only the pay choices
// draw markup inside a string, and this file goes with them (vite.config.ts, pay-page).
const TAG = /<([A-Za-z][\w-]*)>([\s\S]*?)<\/\1>/g;

function parse(text: string, values: TOptions, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    const component = components[name];
    if (!component) continue;
    if (match.index > last) nodes.push(interpolate(text.slice(last, match.index), values));
    nodes.push(cloneElement(component, { key: nodes.length }, ...parse(inner, values, components)));
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(interpolate(text.slice(last), values));
  return nodes;
}

interface TransProps {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  /** Elements for the string's `<name>…</name>` tags, drawn around the text between them. */
  components: Record<string, ReactElement>;
}

/**
 * A string with markup in it (`Fee <amount>{{fee}}</amount>`): the tags are found before the
 * values go in, so a value is always text, never markup.
 */
export function Trans({ t, i18nKey, values = {}, components }: TransProps) {
  return <>{parse(t(i18nKey), values, components)}</>;
}
