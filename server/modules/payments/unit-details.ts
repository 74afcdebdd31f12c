import type { UnitDetails } from '../../../src/domain/contracts/payments.ts';
import type { Merchant, UnitRow } from './repository.ts';

/**
 * SPEC 3 "Unit details", the header of every customer page: the unit's, with the merchant's
 * titles and logo when it has no unit (or none of its own logo).
 */
export function unitDetails(unit: UnitRow | undefined, merchant: Merchant | undefined): UnitDetails {
  return {
    logo_url: unit?.logo_url ?? merchant?.logo_url ?? null,
    title_en: unit?.title_en ?? merchant?.title_en ?? '',
    title_ar: unit?.title_ar ?? merchant?.title_ar ?? '',
    website: unit?.website ?? null,
    twitter_url: unit?.twitter_url ?? null,
    instagram_url: unit?.instagram_url ?? null,
    facebook_url: unit?.facebook_url ?? null,
    show_unit_title: unit?.show_unit_title ?? true,
    header_color: unit?.header_color ?? 'transparent',
    header_image_url: unit?.header_image_url ?? null,
    header_image_link: unit?.header_image_link ?? null,
  };
}
