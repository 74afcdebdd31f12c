import { keyframes as chakraKeyframes, semanticTokens, tokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
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
} from '@/lib/theme-scales';
import { animations, colors, keyframes, semanticColors } from '@/lib/theme-tokens';

/**
 * The reduced system holds its own copy of Chakra's token values (theme-scales.ts,
 * theme-tokens.ts) to keep the default palettes out of first loads; these say the copies are
 * still Chakra's, read through its public theme entry, so an upgrade that changes one fails here.
 */
describe("the reduced theme's tokens are Chakra's own", () => {
  const scales = {
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
  };

  it.each(Object.keys(scales) as (keyof typeof scales)[])('%s', (name) => {
    expect(scales[name]).toEqual(tokens[name]);
  });

  it('z-indices, semantic radii and shadows', () => {
    expect(zIndices).toEqual(tokens.zIndex);
    expect(semanticRadii).toEqual(semanticTokens.radii);
    expect(semanticShadows).toEqual(semanticTokens.shadows);
  });

  it('the palettes, semantic colours, animations and keyframes kept', () => {
    for (const [name, value] of Object.entries(colors)) {
      expect(value, name).toEqual(tokens.colors[name as keyof typeof tokens.colors]);
    }
    for (const [name, value] of Object.entries(semanticColors)) {
      expect(value, name).toEqual(semanticTokens.colors[name as keyof typeof semanticTokens.colors]);
    }
    for (const [name, value] of Object.entries(animations)) {
      expect(value, name).toEqual(tokens.animations[name as keyof typeof tokens.animations]);
    }
    for (const [name, value] of Object.entries(keyframes)) {
      expect(value, name).toEqual(chakraKeyframes[name]);
    }
  });
});
