import { defineKeyframes, defineSemanticTokens, defineTokens } from '@chakra-ui/react';

/**
 * Chakra's default colours, keyframes and layer styles cut down to what the app and its
 * registered recipes use: every palette costs first-load bytes on the customer pages.
 * Values are Chakra 3.37's own, so components look exactly as with the default theme
 * (tests/ui/theme-scales.test.ts compares them with its public theme entry).
 */
const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;

// orange is the brand; red, green and blue carry error, success and info; gray is everything else.
const PALETTES = {
  gray: 'fafafa f4f4f5 e4e4e7 d4d4d8 a1a1aa 71717a 52525b 3f3f46 27272a 18181b 111111',
  red: 'fef2f2 fee2e2 fecaca fca5a5 f87171 ef4444 dc2626 991919 511111 300c0c 1f0808',
  orange: 'fff7ed ffedd5 fed7aa fdba74 fb923c f97316 ea580c 92310a 6c2710 3b1106 220a04',
  green: 'f0fdf4 dcfce7 bbf7d0 86efac 4ade80 22c55e 16a34a 116932 124a28 042713 03190c',
  blue: 'eff6ff dbeafe bfdbfe a3cfff 60a5fa 3b82f6 2563eb 173da6 1a3478 14204a 0c142e',
} as const;
type Palette = keyof typeof PALETTES;

const ALPHAS = ['0.04', '0.06', '0.08', '0.16', '0.24', '0.36', '0.48', '0.64', '0.80', '0.92', '0.95'];

const scale = (value: (index: number) => string) =>
  Object.fromEntries(SHADES.map((shade, index) => [shade, { value: value(index) }]));

export const colors = defineTokens.colors({
  transparent: { value: 'transparent' },
  current: { value: 'currentColor' },
  black: { value: '#09090B' },
  white: { value: '#FFFFFF' },
  whiteAlpha: scale((i) => `rgba(255, 255, 255, ${ALPHAS[i]})`),
  blackAlpha: scale((i) => `rgba(0, 0, 0, ${ALPHAS[i]})`),
  ...Object.fromEntries(
    Object.entries(PALETTES).map(([name, hexes]) => {
      const values = hexes.split(' ');
      return [name, scale((i) => `#${values[i]}`)];
    }),
  ),
});

const ref = (token: string) => `{colors.${token}}`;
const pair = (light: string, dark: string) => ({ value: { _light: light, _dark: dark } });
const shades = (palette: Palette, light: number, dark: number) =>
  pair(ref(`${palette}.${light}`), ref(`${palette}.${dark}`));

/**
 * Where Chakra's light mode falls under WCAG AA (4.5:1 for text), the colour that replaces it:
 * white on orange.600 reads at 3.56 and on green.600 at 3.29 (every orange button and badge);
 * red.500, orange.600 and green.600 as text on white at 3.8, 3.6 and 3.3. Each keeps its hue, one
 * step darker (Tailwind's 700 where Chakra's 700 is much darker). Focus rings need 3:1 against
 * the page (WCAG 1.4.11): orange.500 on white is 2.8, green.500 2.3. tests/ui/theme-scales.test.ts
 * checks that these are the only departures from Chakra and that each pair passes.
 */
export const AA_LIGHT = {
  solid: { orange: '#c2410c', green: '#15803d' } as Partial<Record<Palette, string>>,
  focusRing: { orange: 600, green: 600 } as Partial<Record<Palette, number>>,
  fg: { error: 'red.600', warning: 'orange.700', success: 'green.700' } as Record<string, string>,
};

/** The colorPalette slots recipes read (colorPalette.solid, .fg, .subtle …). */
function paletteTokens(palette: Exclude<Palette, 'gray'>, contrastDark: string, solidDark: number) {
  const solidLight = AA_LIGHT.solid[palette];
  return {
    contrast: pair('white', contrastDark),
    fg: shades(palette, 700, 300),
    subtle: shades(palette, 100, 900),
    muted: shades(palette, 200, 800),
    emphasized: shades(palette, 300, 700),
    solid: solidLight ? pair(solidLight, ref(`${palette}.${solidDark}`)) : shades(palette, 600, solidDark),
    focusRing: shades(palette, AA_LIGHT.focusRing[palette] ?? 500, 500),
    border: shades(palette, 500, 400),
  };
}

/** The four status colours of bg, fg and border (bg.error, fg.success …) and their palettes. */
const statusShades = { error: 'red', warning: 'orange', success: 'green', info: 'blue' } as const;
const status = (make: (palette: Palette) => ReturnType<typeof pair>) =>
  Object.fromEntries(Object.entries(statusShades).map(([name, palette]) => [name, make(palette)]));

export const semanticColors = defineSemanticTokens.colors({
  bg: {
    DEFAULT: pair(ref('white'), ref('black')),
    subtle: shades('gray', 50, 950),
    muted: shades('gray', 100, 900),
    emphasized: shades('gray', 200, 800),
    inverted: pair(ref('black'), ref('white')),
    panel: pair(ref('white'), ref('gray.950')),
    ...status((palette) => shades(palette, 50, 950)),
  },
  fg: {
    DEFAULT: pair(ref('black'), ref('gray.50')),
    muted: shades('gray', 600, 400),
    subtle: shades('gray', 400, 500),
    inverted: pair(ref('gray.50'), ref('black')),
    ...Object.fromEntries(
      Object.entries(statusShades).map(([name, palette]) => [
        name,
        pair(
          ref(AA_LIGHT.fg[name] ?? `${palette}.600`),
          ref(palette === 'red' ? 'red.400' : `${palette}.300`),
        ),
      ]),
    ),
  },
  border: {
    DEFAULT: shades('gray', 200, 800),
    muted: shades('gray', 100, 900),
    subtle: shades('gray', 50, 950),
    emphasized: shades('gray', 300, 700),
    inverted: shades('gray', 800, 200),
    ...status((palette) => shades(palette, 500, 400)),
  },
  gray: {
    contrast: pair(ref('white'), ref('black')),
    fg: shades('gray', 800, 200),
    subtle: shades('gray', 100, 900),
    muted: shades('gray', 200, 800),
    emphasized: shades('gray', 300, 700),
    solid: pair(ref('gray.900'), ref('white')),
    focusRing: shades('gray', 400, 400),
    border: shades('gray', 200, 800),
  },
  red: paletteTokens('red', 'white', 600),
  orange: paletteTokens('orange', 'black', 500),
  green: paletteTokens('green', 'white', 600),
  blue: paletteTokens('blue', 'white', 600),
});

export const animations = defineTokens.animations({
  spin: { value: 'spin 1s linear infinite' },
  pulse: { value: 'pulse 2s cubic-bezier(0.4, 0, 0.6, 1) infinite' },
});

const slide = (from: string, to: string) => ({ '0%': { translate: from }, to: { translate: to } });
const distance = (side: string, sign = '') =>
  sign ? `calc(var(--slide-${side}-distance, 0.5rem) * -1)` : `var(--slide-${side}-distance, 0.5rem)`;

/** Only the keyframes the registered recipes animate with (spinner, skeleton, dialog, drawer, menu, toast). */
export const keyframes = defineKeyframes({
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  pulse: { '50%': { opacity: '0.5' } },
  'bg-position': {
    from: { backgroundPosition: 'var(--animate-from, 1rem) 0' },
    to: { backgroundPosition: 'var(--animate-to, 0) 0' },
  },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
  'scale-in': { from: { scale: '0.95' }, to: { scale: '1' } },
  'scale-out': { from: { scale: '1' }, to: { scale: '0.95' } },
  'slide-from-top': slide(`0 ${distance('from-top', '-')}`, '0'),
  'slide-from-bottom': slide(`0 ${distance('from-bottom')}`, '0'),
  'slide-from-left': slide(`${distance('from-left', '-')} 0`, '0'),
  'slide-from-right': slide(`${distance('from-right')} 0`, '0'),
  'slide-to-top': slide('0', `0 ${distance('to-top', '-')}`),
  'slide-to-bottom': slide('0', `0 ${distance('to-bottom')}`),
  'slide-to-left': slide('0', `${distance('to-left', '-')} 0`),
  'slide-to-right': slide('0', `${distance('to-right')} 0`),
  'slide-from-top-full': { from: { translate: '0 -100%' }, to: { translate: '0 0' } },
  'slide-from-bottom-full': { from: { translate: '0 100%' }, to: { translate: '0 0' } },
  'slide-to-top-full': { from: { translate: '0 0' }, to: { translate: '0 -100%' } },
  'slide-to-bottom-full': { from: { translate: '0 0' }, to: { translate: '0 100%' } },
});
