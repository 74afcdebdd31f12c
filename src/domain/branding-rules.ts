/**
 * What a merchant's branding and units may hold (SPEC 3 "Unit details", "Merchant details"):
 * the form and the server apply these same limits.
 */

/** Titles show in one line of a phone's header. */
export const TITLE_MAX_LENGTH = 100;
export const SUBHEADER_MAX_LENGTH = 200;

/** SPEC 3: the header colour is hex without '#', or "transparent" (the page's own colours). */
export const TRANSPARENT = 'transparent';

const HEX = /^[0-9a-f]{6}$/i;

export const isHeaderColor = (value: string): boolean => value === TRANSPARENT || HEX.test(value);

/** The stored form: lower-case hex, so a colour typed twice in two cases is one value. */
export const normalHeaderColor = (value: string): string => value.toLowerCase();
