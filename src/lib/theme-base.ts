import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineLayerStyles,
  type SystemContext,
} from '@chakra-ui/react';
import { aaButtonRecipe } from './button-recipe';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  cardSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  spinnerRecipe,
  textStyles,
} from './chakra-theme-parts';
import {
  aspectRatios,
  blurs,
  borders,
  cursor,
  durations,
  easings,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  semanticRadii,
  semanticShadows,
  sizes,
  spacing,
  zIndices,
} from './theme-scales';
import { animations, colors, keyframes, semanticColors } from './theme-tokens';

// Recipes read only the "disabled" layer style; the app uses none of its own.
const layerStyles = defineLayerStyles({
  disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } },
  none: { value: {} },
});

/**
 * Everything but the recipes, plus the recipes the signed-out pages (login, password reset,
 * code pairing, the customer pay page) render. A component whose recipe is missing renders
 * unstyled: a public page that starts using one adds it here, a dashboard-only one goes in
 * theme.ts, which loads later.
 */
export const baseThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: { colorPalette: 'orange', fontFamily: 'body' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors,
      cursor,
      durations,
      easings,
      fonts: {
        // Noto Sans has no Arabic glyphs, so Arabic text falls through to Noto Sans Arabic.
        body: { value: "'Noto Sans', 'Noto Sans Arabic', system-ui, sans-serif" },
        heading: { value: "'Noto Sans', 'Noto Sans Arabic', system-ui, sans-serif" },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
      },
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      sizes,
      spacing,
      zIndex: zIndices,
    },
    semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: aaButtonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
    },
  },
});

/** The configs the public system is made of, in order. */
export const PUBLIC_CONFIGS = [defaultBaseConfig, baseThemeConfig] as const;

let publicSystem: SystemContext | undefined;

/**
 * The system a signed-out first visit starts with; theme.ts adds the dashboard's recipes. Made
 * on first use, not as the module loads: building it is ~140 ms of a 4x-throttled phone's main
 * thread, which the browser's start spreads over tasks of its own (src/app/warm-theme.ts) and
 * hands over here.
 */
export const getPublicSystem = (): SystemContext => (publicSystem ??= createSystem(...PUBLIC_CONFIGS));

export const hasPublicSystem = (): boolean => publicSystem !== undefined;

export function adoptPublicSystem(system: SystemContext): void {
  publicSystem ??= system;
}
