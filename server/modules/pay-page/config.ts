import type {
  MulticheckoutSettings,
  PayPageConfig,
  PopupText,
} from '../../../src/domain/contracts/payments.ts';
import type { DbHandle } from '../../db/handle.ts';
import { customerAppearance } from '../appearance/service.ts';
import { addressAreasOf } from '../merchant/service.ts';
import { findMerchantRow, findUnitFor, type TransactionRow, unitDetails } from '../payments/service.ts';
import { ADDRESS_LIMITS, ADDRESS_PRESETS } from './address.ts';

/** A stored popup may give one language only (the form sends both); the page reads both. */
const popupText = (popup: Partial<PopupText> | null | undefined): PopupText | null =>
  popup ? { en: popup.en ?? '', ar: popup.ar ?? '' } : null;

/** SPEC 9: default map centre (Kuwait City) and zoom. */
const MAP = { center: { lat: 29.3759, lng: 47.9774 }, zoom: 14 };

/** What the pay page needs besides the transaction: the header, the address step, the popups. */
export async function payPageConfig(db: DbHandle, row: TransactionRow): Promise<PayPageConfig> {
  const [merchant, unit, appearance] = await Promise.all([
    findMerchantRow(db, row.merchant_id),
    findUnitFor(db, row.merchant_id, row.unit_id),
    customerAppearance(db, row.merchant_id, row.plugin),
  ]);
  const settings = (row.multicheckout ?? null) as MulticheckoutSettings | null;
  const captureAddress = settings?.capture_delivery_address ?? false;
  const captureLocation = settings?.capture_delivery_location ?? false;
  return {
    unit_details: unitDetails(unit, merchant),
    appearance,
    multicheckout: {
      multicheckout_enabled: captureAddress || captureLocation,
      capture_delivery_address: captureAddress,
      capture_delivery_location: captureLocation,
      first_popup: popupText(settings?.first_popup),
      second_popup: popupText(settings?.second_popup),
      country: row.country_code,
      kuwait_areas: addressAreasOf(merchant),
    },
    welcome_popup:
      merchant?.welcome_popup_en || merchant?.welcome_popup_ar
        ? { en: merchant.welcome_popup_en ?? '', ar: merchant.welcome_popup_ar ?? '' }
        : null,
    details_prefilled: Object.keys(row.extra ?? {}).length > 0,
    address_presets: ADDRESS_PRESETS,
    limits: { ...ADDRESS_LIMITS },
    map: MAP,
  };
}
