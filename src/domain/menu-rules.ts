/**
 * What a merchant's food menu may hold (issue 23): the dashboard's forms and the menu admin API
 * apply these same rules, so a form that passes here is not refused there. Prices are decimal
 * texts with the menu currency's decimals, read into minor units (never floats).
 */
import { isCalendarDate } from './calendar-date.ts';
import { discountBelowPrice } from './catalogue-admin-rules.ts';
import { currencyDecimals, parseDecimal } from './money.ts';

export const MENU_NAME_MAX_LENGTH = 150;
export const MENU_DESCRIPTION_MAX_LENGTH = 2000;
/** Sizes, option groups, a group's choices, add-ons: each list at most this long. */
export const MENU_LIST_MAX = 30;
export const MENU_MAX_IMAGES = 5;
export const MENU_MAX_POSITION = 10_000;
export const SKU_MAX_LENGTH = 64;
/** Letters, digits, dots, dashes and underscores: what a spreadsheet and a URL keep as typed. */
export const SKU_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';
/** Minutes a delivery may take, as a branch promises it. */
export const MAX_DELIVERY_MINUTES = 24 * 60;
export const MAX_PLATES = 10_000;

/** A problem with one field: the key of its message (in server.json and menu-admin.json) and its values. */
export interface MenuProblem {
  key: string;
  vars?: Record<string, string | number>;
}

/** Both names are required: the menu is shown in English and Arabic. */
export const nameProblem = (name: string): MenuProblem | null =>
  name.trim() ? null : { key: 'errors.blank' };

export type MenuPrice = { ok: true; minor: number } | { ok: false; problem: MenuProblem };

/**
 * A price typed for the menu: a decimal with at most the currency's decimals. A dish's price is
 * above zero; a choice or add-on may cost nothing (`allowZero`).
 */
export function menuPrice(text: string, currency: string, allowZero = false): MenuPrice {
  const decimals = currencyDecimals(currency);
  const parsed = parseDecimal(text.trim(), decimals);
  if (!parsed.ok && parsed.error === 'too_many_decimals')
    return { ok: false, problem: { key: 'amount.too_many_decimals', vars: { decimals } } };
  if (!parsed.ok || (parsed.minor === 0 && !allowZero))
    return { ok: false, problem: { key: allowZero ? 'menu_admin.price_invalid' : 'amount.not_positive' } };
  return parsed;
}

/** A discounted price, when set, is below the price it discounts (equal or above is no discount). */
export const discountProblem = (priceMinor: number, discountedMinor: number | null): MenuProblem | null =>
  discountBelowPrice(priceMinor, discountedMinor) ? null : { key: 'menu_admin.discount_not_below' };

/** A catering category is ordered by the plate: at least one (other categories keep the 1 they default to). */
export const platesProblem = (plates: number): MenuProblem | null =>
  plates < 1 ? { key: 'menu_admin.plates_minimum' } : null;

interface NamedEntry {
  name_en: string;
  name_ar: string;
}

/**
 * Sizes, add-ons or a group's choices: every entry named in both languages, at most
 * MENU_LIST_MAX of them; `group` also needs at least one entry (a group without a choice
 * could never be answered).
 */
export function listProblem(entries: readonly NamedEntry[], group = false): MenuProblem | null {
  if (entries.length > MENU_LIST_MAX) return { key: 'menu_admin.too_many', vars: { max: MENU_LIST_MAX } };
  if (group && entries.length === 0) return { key: 'menu_admin.group_needs_choice' };
  if (entries.some((entry) => !entry.name_en.trim() || !entry.name_ar.trim()))
    return { key: 'menu_admin.entry_names_required' };
  return null;
}

/**
 * Gives each wanted entry its id: an id the dish already had is kept (carts and orders name
 * sizes, options and add-ons by it); any other entry, new or with an id it never had, takes the
 * next number after the largest one ever seen here, so an old cart never lands on a new entry.
 */
export function keepIds<T extends { id?: number | null }>(
  previousIds: readonly number[],
  wanted: readonly T[],
): (Omit<T, 'id'> & { id: number })[] {
  const known = new Set(previousIds);
  const kept = new Set<number>();
  let next = Math.max(0, ...previousIds) + 1;
  return wanted.map((entry) => {
    const id = entry.id;
    if (id != null && known.has(id) && !kept.has(id)) {
      kept.add(id);
      return { ...entry, id };
    }
    const fresh = next;
    next += 1;
    return { ...entry, id: fresh };
  });
}

/** Dated exceptions a branch or area keeps: a year of holidays, not a calendar. */
export const MAX_HOURS_EXCEPTIONS = 60;
/** Opening periods of one weekday or exception date. */
export const MAX_PERIODS_PER_DAY = 4;
/** "HH:mm", 00:00 to 23:59 (Kuwait's clock). */
export const WALL_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
/** The food menu's header colour: "#" and six hex digits. */
export const MENU_COLOUR_PATTERN = '^#[0-9a-fA-F]{6}$';

/** Each exception names its own date: two for one date would leave which applies to chance. */
export function exceptionsProblem(exceptions: readonly { date: string }[]): MenuProblem | null {
  const seen = new Set<string>();
  for (const { date } of exceptions) {
    if (!isCalendarDate(date)) return { key: 'menu_admin.exception_date_invalid', vars: { date } };
    if (seen.has(date)) return { key: 'menu_admin.exception_date_repeated', vars: { date } };
    seen.add(date);
  }
  return null;
}

/** A SKU is blank (the dish then gets DISH-{id}) or letters, digits, dots, dashes and underscores. */
export const skuProblem = (sku: string): MenuProblem | null =>
  sku === '' || new RegExp(SKU_PATTERN).test(sku) ? null : { key: 'menu_admin.sku_invalid' };
