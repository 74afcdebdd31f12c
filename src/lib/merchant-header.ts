import type { SystemStyleObject } from '@chakra-ui/react';
import { merchantHeaderColours } from '@/domain/readable-colour';

/**
 * A customer page's header in the merchant's colour: its text, and the focus rings of its links
 * and buttons (drawn on the header, not on the page), in the readable black or white. With no
 * colour set the header keeps the page's (or its theme's) colours, its focus rings in its text
 * colour, as a theme's header band may be dark.
 */
export function merchantHeaderStyle(
  headerColor: string,
  page: { bg: string; fg: string },
): SystemStyleObject {
  const colours = merchantHeaderColours(headerColor);
  if (!colours) {
    return {
      bg: page.bg,
      color: page.fg,
      '& :is(a, button):focus-visible': { outlineColor: 'currentColor' },
    };
  }
  return {
    bg: colours.bg,
    color: colours.fg,
    '& :is(a, button):focus-visible': { outlineColor: colours.fg },
  };
}
