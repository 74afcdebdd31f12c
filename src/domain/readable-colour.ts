/**
 * Text drawn over a colour a merchant picks (the header of the pay, event and menu pages) must
 * stay readable whatever the colour: WCAG 2 AA asks 4.5:1 for body text. Judged by WCAG's
 * relative luminance, not by a brightness threshold: a threshold passes mid-greys and
 * saturated colours (orange, pure red) that neither white nor a dark grey can read on.
 */

export const AA_TEXT_CONTRAST = 4.5;

/**
 * Pure black and white: for any background one of them reaches at least 4.58:1 (the worst case
 * is a luminance of about 0.18); a softer dark grey would fall under 4.5 near that point.
 */
export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#ffffff';

const HEX = /^#?([0-9a-f]{6})$/i;

/** A `rrggbb` (or `#rrggbb`) colour as its three channels, 0–255; null for anything else. */
export function parseHex(value: string): [number, number, number] | null {
  const digits = HEX.exec(value.trim())?.[1];
  if (!digits) return null;
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [parseHex(a), parseHex(b)];
  if (!first || !second) throw new Error(`not a hex colour: ${first ? b : a}`);
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever contrasts more with the background. */
export function readableForeground(background: string): typeof DARK_TEXT | typeof LIGHT_TEXT {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT)
    ? DARK_TEXT
    : LIGHT_TEXT;
}

/**
 * A merchant's header colour (SPEC: hex without "#", or "transparent") as background and text
 * colours; null when the header keeps the page's own colours.
 */
export function merchantHeaderColours(headerColor: string): { bg: string; fg: string } | null {
  if (!/^[0-9a-f]{6}$/i.test(headerColor)) return null;
  const bg = `#${headerColor.toLowerCase()}`;
  return { bg, fg: readableForeground(bg) };
}
