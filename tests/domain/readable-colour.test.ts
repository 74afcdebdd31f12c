import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  merchantHeaderColours,
  parseHex,
  readableForeground,
  relativeLuminance,
} from '@/domain/readable-colour';

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** Every grey, a 16-step cube of the RGB space, and the colours where brightness thresholds fail. */
function manyColours(): string[] {
  const colours: string[] = [];
  for (let v = 0; v < 256; v++) colours.push(hex(v, v, v));
  const steps = Array.from({ length: 16 }, (_, i) => Math.min(255, i * 17));
  for (const r of steps) for (const g of steps) for (const b of steps) colours.push(hex(r, g, b));
  return colours;
}

describe('WCAG contrast', () => {
  it('computes the reference figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
    // The figure axe reported for white on Chakra's orange.600.
    expect(contrastRatio('#ffffff', '#ea580c')).toBeCloseTo(3.56, 2);
    expect(relativeLuminance([255, 255, 255])).toBe(1);
  });

  it('reads "rrggbb" and "#rrggbb" and nothing else', () => {
    expect(parseHex('f97316')).toEqual([249, 115, 22]);
    expect(parseHex('#F97316')).toEqual([249, 115, 22]);
    expect(parseHex('transparent')).toBeNull();
    expect(parseHex('#fff')).toBeNull();
    expect(() => contrastRatio('red', '#ffffff')).toThrow();
  });
});

describe('readableForeground', () => {
  it('reaches AA (4.5:1) on every grey and on a 4,096-colour cube', () => {
    const failing = manyColours().filter(
      (colour) => contrastRatio(colour, readableForeground(colour)) < AA_TEXT_CONTRAST,
    );
    expect(failing).toEqual([]);
  });

  it.each([
    // The demo pay page's orange: white reads at 2.8:1 on it.
    ['#f97316', DARK_TEXT],
    // Saturated colours a luminance-0.6 threshold gave white text.
    ['#ff0000', DARK_TEXT],
    ['#00a000', DARK_TEXT],
    ['#1e90ff', DARK_TEXT],
    ['#ff00ff', DARK_TEXT],
    // Mid-greys around the crossing point.
    ['#777777', DARK_TEXT],
    ['#757575', LIGHT_TEXT],
    ['#0000ff', LIGHT_TEXT],
    ['#7f1d1d', LIGHT_TEXT],
    ['#ffff00', DARK_TEXT],
  ])('on %s picks %s', (background, foreground) => {
    expect(readableForeground(background)).toBe(foreground);
    expect(contrastRatio(background, foreground)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('is what a brightness threshold gets wrong on the demo orange', () => {
    const naiveWhite = 0.2126 * (249 / 255) + 0.7152 * (115 / 255) + 0.0722 * (22 / 255) <= 0.6;
    expect(naiveWhite).toBe(true);
    expect(contrastRatio('#f97316', LIGHT_TEXT)).toBeLessThan(AA_TEXT_CONTRAST);
  });
});

describe('merchantHeaderColours', () => {
  it('takes the SPEC form (hex without "#") and leaves anything else to the page', () => {
    expect(merchantHeaderColours('F97316')).toEqual({ bg: '#f97316', fg: DARK_TEXT });
    expect(merchantHeaderColours('1a365d')).toEqual({ bg: '#1a365d', fg: LIGHT_TEXT });
    expect(merchantHeaderColours('transparent')).toBeNull();
    expect(merchantHeaderColours('')).toBeNull();
    expect(merchantHeaderColours('#f97316')).toBeNull();
  });
});
