import { keyframes as chakraKeyframes, semanticTokens, tokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, parseHex } from '@/domain/readable-colour';
import { aaButtonRecipe, SOLID_ACTIVE_DARKENING } from '@/lib/button-recipe';
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
import { AA_LIGHT, animations, colors, keyframes, semanticColors } from '@/lib/theme-tokens';

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
      expect(withoutContrastFixes(name, value), name).toEqual(
        withoutContrastFixes(name, semanticTokens.colors[name as keyof typeof semanticTokens.colors]),
      );
    }
    for (const [name, value] of Object.entries(animations)) {
      expect(value, name).toEqual(tokens.animations[name as keyof typeof tokens.animations]);
    }
    for (const [name, value] of Object.entries(keyframes)) {
      expect(value, name).toEqual(chakraKeyframes[name]);
    }
  });
});

/** A semantic colour group without the light-mode values theme-tokens.ts replaces for contrast (AA_LIGHT). */
function withoutContrastFixes(name: string, group: unknown): unknown {
  const entries = Object.entries(group as Record<string, unknown>);
  return Object.fromEntries(
    entries.filter(([slot]) =>
      name === 'fg'
        ? !(slot in AA_LIGHT.fg)
        : !((slot === 'solid' || slot === 'focusRing') && name in AA_LIGHT.solid),
    ),
  );
}

/** `hex` mixed with `amount` of black, as CSS color-mix(in srgb) does. */
function darken(hex: string, amount: number): string {
  const channels = (parseHex(hex) ?? [0, 0, 0]).map((channel) => Math.round(channel * (1 - amount)));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The light-mode value of a semantic colour, as a hex colour. */
function lightHex(group: string, slot: string): string {
  const token = (semanticColors as Record<string, Record<string, { value: { _light: string } }>>)[group]?.[
    slot
  ];
  const light = token?.value._light ?? '';
  const path = /^\{colors\.(.+)\}$/.exec(light)?.[1];
  if (!path) return light === 'white' ? '#FFFFFF' : light;
  const shade = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], colors);
  return (shade as { value?: string } | undefined)?.value ?? '';
}

describe('the light theme reads at WCAG AA (4.5:1)', () => {
  it.each(['orange', 'green', 'red', 'blue'])('white text on %s.solid (buttons, badges)', (palette) => {
    expect(contrastRatio(lightHex(palette, 'solid'), lightHex(palette, 'contrast'))).toBeGreaterThanOrEqual(
      AA_TEXT_CONTRAST,
    );
  });

  it.each(['orange', 'green', 'red', 'blue'])(
    'white text on a hovered or expanded %s.solid button',
    (palette) => {
      const hovered = darken(lightHex(palette, 'solid'), SOLID_ACTIVE_DARKENING);
      expect(contrastRatio(hovered, lightHex(palette, 'contrast'))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(aaButtonRecipe.variants?.variant?.solid).toMatchObject({
        _hover: { bg: expect.stringMatching(/, black\)$/) },
        _expanded: { bg: expect.stringMatching(/, black\)$/) },
      });
    },
  );

  it.each(['orange', 'green', 'red', 'blue'])('%s.focusRing against white (3:1, WCAG 1.4.11)', (palette) => {
    expect(contrastRatio(lightHex(palette, 'focusRing'), lightHex('bg', 'DEFAULT'))).toBeGreaterThanOrEqual(
      3,
    );
  });

  it.each(['DEFAULT', 'muted', 'error', 'warning', 'success', 'info'])(
    'fg.%s on white and on bg.subtle',
    (slot) => {
      for (const background of [lightHex('bg', 'DEFAULT'), lightHex('bg', 'subtle')]) {
        expect(contrastRatio(lightHex('fg', slot), background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
    },
  );
});
