import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';

/**
 * Chakra 3.37's own token scales, held here because its public theme entry exports them only
 * inside `tokens`, an object that also carries every default palette (1.8 KB gzipped in each
 * first load). tests/ui/theme-scales.test.ts fails when a Chakra upgrade changes a value.
 */
const tokensOf = <T extends string | number>(scale: Record<string, T>) =>
  Object.fromEntries(Object.entries(scale).map(([name, value]) => [name, { value }]));

const rem = (quarters: number) => `${quarters / 4}rem`;
const STEPS = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 72, 80, 96,
];
const HALF_STEPS = [0.5, 1.5, 2.5, 3.5, 4.5];
const steps = (list: number[]) => Object.fromEntries(list.map((step) => [String(step), rem(step)]));
const stepScale = { ...steps(STEPS), ...steps(HALF_STEPS) };

const FRACTIONS = '1/2 1/3 2/3 1/4 3/4 1/5 2/5 3/5 4/5 1/6 2/6 3/6 4/6 5/6'
  .concat(' 1/12 2/12 3/12 4/12 5/12 6/12 7/12 8/12 9/12 10/12 11/12')
  .split(' ');
const percent = (fraction: string) => {
  const [part = 0, whole = 1] = fraction.split('/').map(Number);
  // Six decimals, as Chakra writes them (33.333333%).
  return `${Math.round((part / whole) * 1e8) / 1e6}%`;
};
const VIEWPORT = ['dvh', 'svh', 'lvh', 'dvw', 'svw', 'lvw', 'vw', 'vh'];

export const spacing = defineTokens.spacing(tokensOf(stepScale));

export const sizes = defineTokens.sizes(
  tokensOf({
    ...steps(STEPS),
    '3xs': '14rem',
    '2xs': '16rem',
    xs: '20rem',
    sm: '24rem',
    md: '28rem',
    lg: '32rem',
    xl: '36rem',
    '2xl': '42rem',
    '3xl': '48rem',
    '4xl': '56rem',
    '5xl': '64rem',
    '6xl': '72rem',
    '7xl': '80rem',
    '8xl': '90rem',
    ...steps(HALF_STEPS),
    ...Object.fromEntries(FRACTIONS.map((fraction) => [fraction, percent(fraction)])),
    max: 'max-content',
    min: 'min-content',
    fit: 'fit-content',
    prose: '60ch',
    full: '100%',
    ...Object.fromEntries(VIEWPORT.map((unit) => [unit, `100${unit}`])),
  }),
);

export const aspectRatios = defineTokens.aspectRatios(
  tokensOf({
    square: '1 / 1',
    landscape: '4 / 3',
    portrait: '3 / 4',
    wide: '16 / 9',
    ultrawide: '18 / 5',
    golden: '1.618 / 1',
  }),
);

export const blurs = defineTokens.blurs(
  tokensOf({
    none: ' ',
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    '2xl': '24px',
    '3xl': '40px',
    '4xl': '64px',
  }),
);

export const borders = defineTokens.borders(
  tokensOf({ xs: '0.5px solid', sm: '1px solid', md: '2px solid', lg: '4px solid', xl: '8px solid' }),
);

export const cursor = defineTokens.cursor(
  tokensOf({
    button: 'pointer',
    checkbox: 'default',
    disabled: 'not-allowed',
    menuitem: 'default',
    option: 'default',
    radio: 'default',
    slider: 'default',
    switch: 'pointer',
  }),
);

export const durations = defineTokens.durations(
  tokensOf({
    fastest: '50ms',
    faster: '100ms',
    fast: '150ms',
    moderate: '200ms',
    slow: '300ms',
    slower: '400ms',
    slowest: '500ms',
  }),
);

export const easings = defineTokens.easings(
  tokensOf({
    'ease-in': 'cubic-bezier(0.42, 0, 1, 1)',
    'ease-out': 'cubic-bezier(0, 0, 0.58, 1)',
    'ease-in-out': 'cubic-bezier(0.42, 0, 0.58, 1)',
    'ease-in-smooth': 'cubic-bezier(0.32, 0.72, 0, 1)',
  }),
);

export const fontSizes = defineTokens.fontSizes(
  tokensOf({
    '2xs': '0.625rem',
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
    '6xl': '3.75rem',
    '7xl': '4.5rem',
    '8xl': '6rem',
    '9xl': '8rem',
  }),
);

export const fontWeights = defineTokens.fontWeights(
  tokensOf({
    thin: '100',
    extralight: '200',
    light: '300',
    normal: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
    extrabold: '800',
    black: '900',
  }),
);

export const letterSpacings = defineTokens.letterSpacings(
  tokensOf({ tighter: '-0.05em', tight: '-0.025em', wide: '0.025em', wider: '0.05em', widest: '0.1em' }),
);

export const lineHeights = defineTokens.lineHeights(
  tokensOf({ shorter: 1.25, short: 1.375, moderate: 1.5, tall: 1.625, taller: 2 }),
);

export const radii = defineTokens.radii(
  tokensOf({
    none: '0',
    '2xs': '0.0625rem',
    xs: '0.125rem',
    sm: '0.25rem',
    md: '0.375rem',
    lg: '0.5rem',
    xl: '0.75rem',
    '2xl': '1rem',
    '3xl': '1.5rem',
    '4xl': '2rem',
    full: '9999px',
  }),
);

export const zIndices = defineTokens.zIndex(
  tokensOf({
    hide: -1,
    base: 0,
    docked: 10,
    dropdown: 1000,
    sticky: 1100,
    banner: 1200,
    overlay: 1300,
    modal: 1400,
    popover: 1500,
    skipNav: 1600,
    toast: 1700,
    tooltip: 1800,
    max: 2147483647,
  }),
);

export const semanticRadii = defineSemanticTokens.radii(
  tokensOf({ l1: '{radii.xs}', l2: '{radii.sm}', l3: '{radii.md}' }),
);

const shadow = (light: string, dark: string) => ({ value: { _light: light, _dark: dark } });
const DARK_EDGE = '0px 0px 1px inset {colors.gray.300/30}';

export const semanticShadows = defineSemanticTokens.shadows({
  xs: shadow(
    '0px 1px 2px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/20}',
    '0px 1px 1px {black/64}, 0px 0px 1px inset {colors.gray.300/20}',
  ),
  sm: shadow(
    '0px 2px 4px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
    `0px 2px 4px {black/64}, ${DARK_EDGE}`,
  ),
  md: shadow(
    '0px 4px 8px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
    `0px 4px 8px {black/64}, ${DARK_EDGE}`,
  ),
  lg: shadow(
    '0px 8px 16px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
    `0px 8px 16px {black/64}, ${DARK_EDGE}`,
  ),
  xl: shadow(
    '0px 16px 24px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
    `0px 16px 24px {black/64}, ${DARK_EDGE}`,
  ),
  '2xl': shadow(
    '0px 24px 40px {colors.gray.900/16}, 0px 0px 1px {colors.gray.900/30}',
    `0px 24px 40px {black/64}, ${DARK_EDGE}`,
  ),
  inner: shadow('inset 0 2px 4px 0 {black/5}', 'inset 0 2px 4px 0 black'),
  inset: shadow('inset 0 0 0 1px {black/5}', 'inset 0 0 0 1px {colors.gray.300/5}'),
});
