const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const LETTER = /\p{L}/u;

/**
 * The direction typed text reads in, from its first letter: an Arabic search reads right to
 * left, a phone number or a reference left to right even on an Arabic page, where the bidi
 * rules would otherwise carry a leading "+" to the far end ("96550000000+"). Undefined while
 * empty, so the placeholder follows the page.
 */
export function typedDirection(text: string): 'ltr' | 'rtl' | undefined {
  if (text.trim() === '') return undefined;
  for (const char of text) {
    if (RIGHT_TO_LEFT.test(char)) return 'rtl';
    if (LETTER.test(char)) return 'ltr';
  }
  return 'ltr';
}
