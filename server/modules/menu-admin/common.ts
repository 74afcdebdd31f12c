import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import { IMAGE_KINDS, parseMediaUrl } from '../../../src/domain/images.ts';
import { type MenuProblem, menuPrice } from '../../../src/domain/menu-rules.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import { fieldErrors, type Msg, messageError, msg } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import type { Actor } from '../branding/service.ts';
import { findMenuCurrency, menuImagesKnown } from './settings-repository.ts';

export type { Actor };

/** The menu's currency; 404 for a merchant without food ordering. */
export async function menuCurrency(db: DbHandle, merchantId: number): Promise<string> {
  const currency = await findMenuCurrency(db, merchantId);
  if (currency === undefined) throw messageError(404, 'food.not_installed');
  return currency.trim();
}

export const notFound = () => messageError(404, 'errors.not_found');

/** Money as the API writes it: the currency's decimals. */
export const money = (minor: string | number | bigint, currency: string) =>
  formatAmount(minorFromDb(minor), currency);

/**
 * The fields `after` gives another value than `before` has, as the Admin log shows them; lists
 * (hours, sizes) compare by content.
 */
export function changesOf(before: object, after: object): ActivityChange[] {
  const old = before as Record<string, unknown>;
  return Object.entries(after).flatMap(([field, value]) =>
    value === undefined || JSON.stringify(value) === JSON.stringify(old[field])
      ? []
      : [{ field, before: old[field] ?? null, after: value }],
  );
}

/** One entry of the Admin log under food ordering: `activity.menu_<action>`. */
export function logMenu(
  trx: DbHandle,
  actor: Actor,
  action: string,
  name: string,
  changes: ActivityChange[],
) {
  return recordActivity(trx, {
    merchantId: actor.merchant_id,
    actor: actor.username,
    action: `activity.menu_${action}`,
    plugin: 'food_ordering',
    params: { name, changes },
  });
}

/** Collects every field's problem of a form, so one answer shows them all; 400 at `done()`. */
export class MenuChecks {
  private readonly errors: Record<string, Msg[]> = {};

  /** A field's problem; the same problem twice (two sizes without a price) is said once. */
  refuse(field: string, problem: MenuProblem | null): void {
    const said = this.errors[field] ?? [];
    if (problem && !said.some((known) => known.key === problem.key))
      this.errors[field] = [...said, msg(problem.key, problem.vars)];
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  /** A price in minor units (0 when refused). */
  price(field: string, text: string, currency: string, allowZero = false): number {
    const parsed = menuPrice(text, currency, allowZero);
    if (parsed.ok) return parsed.minor;
    this.refuse(field, parsed.problem);
    return 0;
  }

  /**
   * Images must be names the pipeline gave this merchant for menu images; a value already
   * stored passes unchanged (the demo's own pictures, rows written before the pipeline).
   */
  async images(
    db: DbHandle,
    merchantId: number,
    field: string,
    urls: readonly (string | null)[],
    current: readonly (string | null)[] = [],
  ): Promise<void> {
    const fresh = urls.filter((url): url is string => url !== null && !current.includes(url));
    if (fresh.length === 0) return;
    const parsed = fresh.map(parseMediaUrl);
    const menuWidths: readonly number[] = IMAGE_KINDS.menu;
    const hashes = parsed.flatMap((media) => (media && menuWidths.includes(media.width) ? [media.hash] : []));
    const known = hashes.length === fresh.length ? await menuImagesKnown(db, merchantId, hashes) : false;
    if (!known) this.refuse(field, { key: 'branding.image_not_uploaded' });
  }

  done(): void {
    if (Object.keys(this.errors).length > 0) throw fieldErrors(this.errors);
  }
}
