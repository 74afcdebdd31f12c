import { THEME_CHANGES, type ThemeName, type ThemeToken, themeTokens } from './themes.ts';

const accent = (slot: string) => [`--chakra-colors-orange-${slot}`, `--chakra-colors-color-palette-${slot}`];

/**
 * The CSS custom properties each token sets on a customer page's root. Chakra's components read
 * its own variables, so overriding them under the root restyles them with no code; the brand's
 * orange slots and the current colour palette's both, as a palette set on <html> is resolved
 * there. The page and header colours are the layouts' own (`--gp-*`).
 */
const VARIABLES: Record<ThemeToken, readonly string[]> = {
  page_bg: ['--gp-page-bg'],
  surface_bg: ['--chakra-colors-bg', '--chakra-colors-bg-panel'],
  surface_radius: ['--chakra-radii-l3'],
  surface_shadow: ['--chakra-shadows-sm'],
  text: ['--chakra-colors-fg'],
  text_muted: ['--chakra-colors-fg-muted'],
  border: ['--chakra-colors-border'],
  accent_solid: [...accent('solid'), ...accent('border')],
  accent_contrast: accent('contrast'),
  accent_fg: accent('fg'),
  accent_subtle: accent('subtle'),
  accent_muted: accent('muted'),
  accent_emphasized: accent('emphasized'),
  focus_ring: accent('focus-ring'),
  header_bg: ['--gp-header-bg'],
  header_fg: ['--gp-header-fg'],
  heading_font: ['--chakra-fonts-heading'],
  heading_weight: ['--chakra-font-weights-semibold'],
  font_size_md: ['--chakra-font-sizes-md'],
  font_size_lg: ['--chakra-font-sizes-lg'],
  font_size_xl: ['--chakra-font-sizes-xl'],
  button_radius: ['--chakra-radii-l2'],
};

const shade = (steps: string[]) => steps.map((step) => `--chakra-colors-orange-${step}`);

/**
 * The pages also name orange's shades and the large radius directly (a chosen gateway's tile:
 * orange.50 and orange.500, links orange.700, tiles radius lg). The default theme's accent is
 * that palette, so they keep Chakra's values there; a theme that changes the accent or the
 * corners lays its own over them.
 */
const DIRECT: Partial<Record<ThemeToken, readonly string[]>> = {
  accent_subtle: shade(['50', '100']),
  accent_muted: shade(['200']),
  accent_emphasized: shade(['300']),
  accent_solid: shade(['400', '500', '600']),
  accent_fg: shade(['700', '800']),
  surface_radius: ['--chakra-radii-lg'],
};

/** A theme as the style of a page's root: `{ '--chakra-colors-fg': '#0f172a', … }`. */
export function themeVariables(name: ThemeName): Record<string, string> {
  const tokens = themeTokens(name);
  const changed = Object.keys(THEME_CHANGES[name]) as ThemeToken[];
  return Object.fromEntries([
    ...(Object.keys(VARIABLES) as ThemeToken[]).flatMap((token) =>
      VARIABLES[token].map((variable) => [variable, tokens[token]]),
    ),
    ...changed.flatMap((token) => (DIRECT[token] ?? []).map((variable) => [variable, tokens[token]])),
  ]);
}
