import { semanticTokens, tokens } from '@chakra-ui/react/theme';

/**
 * Chakra's theme pieces from its public `@chakra-ui/react/theme` entry. That module also builds
 * the full default config (all 71 recipes) on load; vite.config.ts marks `defineConfig` pure so
 * the bundler drops that config and keeps only the pieces imported here.
 */
export {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  qrCodeSlotRecipe,
  radioGroupSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

export const {
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
  sizes,
  spacing,
  zIndex: zIndices,
} = tokens;
export const { radii: semanticRadii, shadows: semanticShadows } = semanticTokens;
