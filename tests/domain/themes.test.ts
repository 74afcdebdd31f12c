import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../src/domain/readable-colour.ts';
import { themeVariables } from '../../src/domain/theme-variables.ts';
import { CONTRAST_PAIRS, THEME_CHANGES, THEME_NAMES, themeTokens } from '../../src/domain/themes.ts';

describe('built-in themes', () => {
  for (const name of THEME_NAMES) {
    it(`${name}: every text and control pair passes WCAG AA`, () => {
      const tokens = themeTokens(name);
      const failing = CONTRAST_PAIRS.map(([fg, bg, minimum]) => ({
        pair: `${fg} on ${bg}`,
        ratio: Math.round(contrastRatio(tokens[fg], tokens[bg]) * 100) / 100,
        minimum,
      })).filter(({ ratio, minimum }) => ratio < minimum);
      expect(failing).toEqual([]);
    });
  }

  it('are told apart: each changes colours, shapes and type from the default', () => {
    for (const name of THEME_NAMES.filter((theme) => theme !== 'default')) {
      const changed = Object.keys(THEME_CHANGES[name]);
      expect(changed, name).toEqual(expect.arrayContaining(['page_bg', 'accent_solid', 'surface_radius']));
      expect(
        changed.some((token) => token.startsWith('heading_') || token.startsWith('font_size')) ||
          changed.includes('button_radius'),
        name,
      ).toBe(true);
    }
    const looks = new Set(THEME_NAMES.map((name) => JSON.stringify(themeTokens(name))));
    expect(looks.size).toBe(THEME_NAMES.length);
  });

  it('reach the page as the CSS variables Chakra and the layouts read', () => {
    const beta = themeVariables('beta');
    expect(beta['--chakra-radii-l3']).toBe('0');
    expect(beta['--chakra-colors-orange-solid']).toBe('#0e7490');
    expect(beta['--chakra-colors-color-palette-solid']).toBe('#0e7490');
    expect(beta['--gp-page-bg']).toBe('#f1f5f9');
    expect(themeVariables('valentino')['--chakra-fonts-heading']).toContain('serif');
  });

  it("lay a changed accent over the orange shades the pages name, and leave the default's alone", () => {
    expect(themeVariables('delta')['--chakra-colors-orange-500']).toBe('#047857');
    expect(themeVariables('delta')['--chakra-colors-orange-50']).toBe('#d1fae5');
    expect(themeVariables('beta')['--chakra-radii-lg']).toBe('0');
    const plain = themeVariables('default');
    expect(Object.keys(plain).filter((name) => /orange-\d|radii-lg/.test(name))).toEqual([]);
  });
});
