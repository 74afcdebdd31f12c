/**
 * A dialog that fills a phone's screen and is a centred, rounded box from md up. Chakra's
 * `full` size sets a screen-high minimum, no margin and square corners that its `lg` size
 * does not undo, so a dialog sized `{ base: 'full', md: 'lg' }` alone stretched to the
 * window's height on a desktop: the content props put them back from md up.
 */
export const PHONE_SHEET_SIZE = { base: 'full', md: 'lg' } as const;

export const PHONE_SHEET_CONTENT = {
  minH: { md: 'auto' },
  borderRadius: { md: 'l3' },
  my: { md: 'var(--dialog-base-margin)' },
} as const;
