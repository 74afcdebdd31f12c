/**
 * The built-in looks of the customer pages (SPEC 9: beta, custom-events, delta, valentino, and
 * the default). A theme is data: the design tokens it changes from the default. The server sends
 * a page its plugin's theme as CSS custom properties (theme-variables.ts), so no theme costs the
 * customer pages a byte of JavaScript.
 */

import type { PluginKind } from './plugins.ts';

/** The plugins whose customers see pages of their own, each with its own appearance. */
export const THEMED_PLUGINS = ['payment_request', 'customer_payment', 'event', 'food_ordering'] as const;
export type ThemedPlugin = (typeof THEMED_PLUGINS)[number] & PluginKind;

export const isThemedPlugin = (plugin: string): plugin is ThemedPlugin =>
  (THEMED_PLUGINS as readonly string[]).includes(plugin);

export const THEME_NAMES = ['default', 'beta', 'custom-events', 'delta', 'valentino'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const DEFAULT_THEME: ThemeName = 'default';

export const isThemeName = (value: string): value is ThemeName =>
  (THEME_NAMES as readonly string[]).includes(value);

/** Every token a theme may change; colours are `#rrggbb` so their contrast can be computed. */
export interface ThemeTokens {
  /** Behind the cards. */
  page_bg: string;
  /** Cards, inputs and the header buttons' backgrounds. */
  surface_bg: string;
  surface_radius: string;
  surface_shadow: string;
  text: string;
  text_muted: string;
  border: string;
  /** The pay button and other solid accents, and the text drawn on them. */
  accent_solid: string;
  accent_contrast: string;
  /** Accent text and links on a card. */
  accent_fg: string;
  /** A chosen gateway's tile, and the accent's lighter steps. */
  accent_subtle: string;
  accent_muted: string;
  accent_emphasized: string;
  focus_ring: string;
  /** The header band when the merchant has not chosen a header colour. */
  header_bg: string;
  header_fg: string;
  heading_font: string;
  heading_weight: string;
  font_size_md: string;
  font_size_lg: string;
  font_size_xl: string;
  button_radius: string;
}

export type ThemeToken = keyof ThemeTokens;

const SANS = "'Noto Sans', 'Noto Sans Arabic', system-ui, sans-serif";
const SERIF = "'Noto Serif', 'Noto Naskh Arabic', Georgia, 'Times New Roman', serif";

/** The app's own look (the values of src/lib/theme-*.ts): orange on a pale grey page. */
const DEFAULT_TOKENS: ThemeTokens = {
  page_bg: '#fafafa',
  surface_bg: '#ffffff',
  surface_radius: '0.375rem',
  surface_shadow: '0px 2px 4px rgba(24, 24, 27, 0.1), 0px 0px 1px rgba(24, 24, 27, 0.3)',
  text: '#09090b',
  text_muted: '#52525b',
  border: '#e4e4e7',
  accent_solid: '#c2410c',
  accent_contrast: '#ffffff',
  accent_fg: '#92310a',
  accent_subtle: '#ffedd5',
  accent_muted: '#fed7aa',
  accent_emphasized: '#fdba74',
  focus_ring: '#ea580c',
  header_bg: '#fafafa',
  header_fg: '#09090b',
  heading_font: SANS,
  heading_weight: '600',
  font_size_md: '1rem',
  font_size_lg: '1.125rem',
  font_size_xl: '1.25rem',
  button_radius: '0.25rem',
};

/** What each theme changes from the default, and only that. */
export const THEME_CHANGES: Record<ThemeName, Partial<ThemeTokens>> = {
  default: {},
  // Flat and square, a cool cyan accent on slate.
  beta: {
    page_bg: '#f1f5f9',
    surface_radius: '0',
    surface_shadow: 'none',
    text: '#0f172a',
    text_muted: '#475569',
    border: '#cbd5e1',
    accent_solid: '#0e7490',
    accent_fg: '#155e75',
    accent_subtle: '#ecfeff',
    accent_muted: '#cffafe',
    accent_emphasized: '#a5f3fc',
    focus_ring: '#0891b2',
    header_bg: '#ffffff',
    header_fg: '#0f172a',
    button_radius: '0',
  },
  // An event poster: a dark header band, heavy large headings, violet accent.
  'custom-events': {
    page_bg: '#f4f4f5',
    surface_radius: '0.75rem',
    surface_shadow: '0px 8px 24px rgba(24, 24, 27, 0.16)',
    accent_solid: '#6d28d9',
    accent_fg: '#5b21b6',
    accent_subtle: '#ede9fe',
    accent_muted: '#ddd6fe',
    accent_emphasized: '#c4b5fd',
    focus_ring: '#7c3aed',
    header_bg: '#18181b',
    header_fg: '#ffffff',
    heading_weight: '800',
    font_size_lg: '1.375rem',
    font_size_xl: '1.625rem',
    button_radius: '0.5rem',
  },
  // Airy: white space, round shapes, larger type, a green accent.
  delta: {
    page_bg: '#f0fdf4',
    surface_radius: '1.5rem',
    surface_shadow: '0px 12px 32px rgba(6, 78, 59, 0.08)',
    text: '#052e16',
    text_muted: '#3f5f4a',
    border: '#d1e7d9',
    accent_solid: '#047857',
    accent_fg: '#065f46',
    accent_subtle: '#d1fae5',
    accent_muted: '#a7f3d0',
    accent_emphasized: '#6ee7b7',
    focus_ring: '#059669',
    header_bg: '#f0fdf4',
    header_fg: '#052e16',
    heading_weight: '500',
    font_size_md: '1.0625rem',
    font_size_lg: '1.25rem',
    font_size_xl: '1.5rem',
    button_radius: '9999px',
  },
  // Warm: cream paper, serif headings, a deep red-brown accent and header.
  valentino: {
    page_bg: '#fbf7f3',
    surface_bg: '#fffdfb',
    surface_radius: '0.25rem',
    surface_shadow: '0px 1px 3px rgba(67, 20, 7, 0.12)',
    text: '#2b1d16',
    text_muted: '#6b5345',
    border: '#e7d8cc',
    accent_solid: '#7f1d1d',
    accent_fg: '#7f1d1d',
    accent_subtle: '#fbeae5',
    accent_muted: '#f3d3c8',
    accent_emphasized: '#e8b4a4',
    focus_ring: '#9f1239',
    header_bg: '#4a1d14',
    header_fg: '#fdf2e9',
    heading_font: SERIF,
    button_radius: '0.125rem',
  },
};

/** A theme's full token set: the default's, with the theme's changes over it. */
export const themeTokens = (name: ThemeName): ThemeTokens => ({ ...DEFAULT_TOKENS, ...THEME_CHANGES[name] });

/**
 * The pairs WCAG 2 AA asks to contrast (text 4.5:1; focus rings and controls 3:1, 1.4.11),
 * as [foreground, background, minimum].
 */
export const CONTRAST_PAIRS: readonly (readonly [ThemeToken, ThemeToken, number])[] = [
  ['text', 'page_bg', 4.5],
  ['text', 'surface_bg', 4.5],
  ['text_muted', 'page_bg', 4.5],
  ['text_muted', 'surface_bg', 4.5],
  ['accent_fg', 'surface_bg', 4.5],
  ['accent_fg', 'page_bg', 4.5],
  ['accent_fg', 'accent_subtle', 4.5],
  ['text', 'accent_subtle', 4.5],
  ['accent_contrast', 'accent_solid', 4.5],
  ['header_fg', 'header_bg', 4.5],
  ['accent_solid', 'surface_bg', 3],
  ['focus_ring', 'surface_bg', 3],
  ['focus_ring', 'page_bg', 3],
];
