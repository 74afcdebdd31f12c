import { keyframes as chakraKeyframes, semanticTokens, tokens } from '@chakra-ui/react/theme';

/**
 * Chakra's own colours, keyframes and animations cut down to what the app and its registered
 * recipes use: the system turns every token into a CSS variable at start, on customer pages too.
 */

// orange is the brand; red, green and blue carry error, success and info; gray is everything else.
const { transparent, current, black, white, whiteAlpha, blackAlpha, gray, red, orange, green, blue } =
  tokens.colors;
export const colors = {
  transparent,
  current,
  black,
  white,
  whiteAlpha,
  blackAlpha,
  gray,
  red,
  orange,
  green,
  blue,
};

const palettes = semanticTokens.colors;
export const semanticColors = {
  bg: palettes.bg,
  fg: palettes.fg,
  border: palettes.border,
  gray: palettes.gray,
  red: palettes.red,
  orange: palettes.orange,
  green: palettes.green,
  blue: palettes.blue,
};

export const animations = { spin: tokens.animations.spin, pulse: tokens.animations.pulse };

/** Only the keyframes the registered recipes animate with (spinner, skeleton, dialog, drawer, menu, toast). */
const KEYFRAMES = new Set([
  'spin',
  'pulse',
  'bg-position',
  'fade-in',
  'fade-out',
  'scale-in',
  'scale-out',
  'slide-from-top',
  'slide-from-bottom',
  'slide-from-left',
  'slide-from-right',
  'slide-to-top',
  'slide-to-bottom',
  'slide-to-left',
  'slide-to-right',
  'slide-from-top-full',
  'slide-from-bottom-full',
  'slide-to-top-full',
  'slide-to-bottom-full',
]);
export const keyframes = Object.fromEntries(
  Object.entries(chakraKeyframes).filter(([name]) => KEYFRAMES.has(name)),
);
