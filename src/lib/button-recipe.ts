import type { RecipeDefinition } from '@chakra-ui/react';
import { buttonRecipe } from './chakra-theme-parts';

/**
 * How much black a solid button takes on under the pointer or while its menu is open. Chakra
 * lightens it instead (its colour at 90% over the page), which takes white on orange.solid from
 * 5.2:1 down to 4.4:1, under AA; darker, the text reads better than at rest, not worse.
 */
export const SOLID_ACTIVE_DARKENING = 0.1;

const active = {
  bg: `color-mix(in srgb, {colors.colorPalette.solid} ${100 - SOLID_ACTIVE_DARKENING * 100}%, black)`,
};
const solid = buttonRecipe.variants?.variant?.solid;

/** Chakra's button, its solid variant darkened rather than lightened when hovered or expanded. */
export const aaButtonRecipe: RecipeDefinition = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: { ...buttonRecipe.variants?.variant, solid: { ...solid, _hover: active, _expanded: active } },
  },
};
