/**
 * Chakra's theme pieces, one module each. `@chakra-ui/react/theme` re-exports all 71 recipes
 * and builds the full default config on load, which drags unused recipes into the first
 * load; its package `exports` map offers no per-recipe entry, so the files are reached
 * through the `@/` alias (tsconfig.app.json maps these paths to the package's own types).
 */
export { breakpoints } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/breakpoints.js';
export { globalCss } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/global-css.js';
export { animationStyles } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/motion-styles.js';
export { alertSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/alert.js';
export { badgeRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/badge.js';
export { breadcrumbSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/breadcrumb.js';
export { buttonRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/button.js';
export { cardSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/card.js';
export { checkboxSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/checkbox.js';
export { dataListSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/data-list.js';
export { dialogSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/dialog.js';
export { drawerSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/drawer.js';
export { fieldSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/field.js';
export { headingRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/heading.js';
export { inputRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/input.js';
export { linkRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/link.js';
export { listSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/list.js';
export { menuSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/menu.js';
export { nativeSelectSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/native-select.js';
export { qrCodeSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/qr-code.js';
export { radioGroupSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/radio-group.js';
export { separatorRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/separator.js';
export { skeletonRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/skeleton.js';
export { spinnerRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/spinner.js';
export { switchSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/switch.js';
export { tableSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/table.js';
export { textareaRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/textarea.js';
export { toastSlotRecipe } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/recipes/toast.js';
export { semanticRadii } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/radii.js';
export { semanticShadows } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/shadows.js';
export { textStyles } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/text-styles.js';
export { aspectRatios } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/tokens/aspect-ratios.js';
export { blurs } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/tokens/blurs.js';
export { borders } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/tokens/borders.js';
export { cursor } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/tokens/cursor.js';
export { durations } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/tokens/durations.js';
export { easings } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/tokens/easings.js';
export { fontSizes } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-sizes.js';
export { fontWeights } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-weights.js';
export { letterSpacings } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/tokens/letter-spacing.js';
export { lineHeights } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/tokens/line-heights.js';
export { radii } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/tokens/radius.js';
export { sizes } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/tokens/sizes.js';
export { spacing } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/tokens/spacing.js';
export { zIndices } from '@/../node_modules/@chakra-ui/react/dist/esm/theme/tokens/z-indices.js';
