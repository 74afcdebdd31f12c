import type { UnitDetails } from '../../../src/domain/contracts/payments.ts';
import type { Db } from '../../db/database.ts';
import { findUnitFor } from '../payments/repository.ts';

/** SPEC 3 "Unit details": the collector's unit, else the merchant's first unit (as pay pages do). */
export async function findUnitDetails(
  db: Db,
  merchantId: number,
  unitId: number | null,
): Promise<UnitDetails | null> {
  const unit = await findUnitFor(db, merchantId, unitId);
  if (!unit) return null;
  return {
    logo_url: unit.logo_url,
    title_en: unit.title_en,
    title_ar: unit.title_ar,
    website: unit.website,
    twitter_url: unit.twitter_url,
    instagram_url: unit.instagram_url,
    facebook_url: unit.facebook_url,
    show_unit_title: unit.show_unit_title,
    header_color: unit.header_color,
    header_image_url: unit.header_image_url,
  };
}
