/**
 * Where a signed-out visitor to the root (/{lang}) goes (SPEC 2.2): the login page, the public
 * food menu (a public-menu deployment) or the merchant's website. SPEC 9: the menu is off by
 * default, so login is.
 */
export const SIGNED_OUT_LANDINGS = ['login', 'menu', 'website'] as const;
export type SignedOutLanding = (typeof SIGNED_OUT_LANDINGS)[number];

export interface LandingChoices {
  /** Food ordering is installed, so the menu exists. */
  menu: boolean;
  /** The merchant's website, when one is set. */
  website: string | null;
}

/** Only a web address is followed: a stored javascript: or data: value never becomes a redirect. */
const webAddress = (website: string | null): string | null =>
  website && /^https?:\/\/[^\s]+$/i.test(website) ? website : null;

/** The choices the merchant can make now: the menu needs food ordering, the website needs one set. */
export function availableLandings(choices: LandingChoices): SignedOutLanding[] {
  return SIGNED_OUT_LANDINGS.filter(
    (landing) =>
      landing === 'login' || (landing === 'menu' ? choices.menu : webAddress(choices.website) !== null),
  );
}

/**
 * Where the visitor actually goes: a page of the app under /{lang}/ or an absolute address. A
 * choice whose target has gone since (food ordering removed, website cleared) falls back to login
 * rather than to a page that answers "not found".
 */
export function landingTarget(
  setting: SignedOutLanding,
  choices: LandingChoices,
): { page: 'login' | 'new-menu' } | { url: string } {
  if (setting === 'menu' && choices.menu) return { page: 'new-menu' };
  const website = webAddress(choices.website);
  if (setting === 'website' && website) return { url: website };
  return { page: 'login' };
}
