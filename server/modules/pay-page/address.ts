import type { CustomerAddressInfo } from '../../../src/domain/contracts/payments.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';

/** SPEC 5 / SPEC 9 limits of the address step. */
export const ADDRESS_LIMITS = { custom_address: 15, special_instructions: 256, paci_no: 8 } as const;
export const ADDRESS_PRESETS = ['Home', 'Work', 'Chalet', 'Farm', 'Custom name'];

/** Checks the address with SPEC 5's own messages; returns it trimmed of empty fields. */
export function validateAddress(extra: CustomerAddressInfo): CustomerAddressInfo {
  const errors: Record<string, Msg[]> = {};
  if ((extra.custom_address ?? '').length > ADDRESS_LIMITS.custom_address) {
    errors.custom_address = [msg('payments.custom_address_too_long')];
  }
  if ((extra.special_instructions ?? '').length > ADDRESS_LIMITS.special_instructions) {
    errors.special_instructions = [msg('payments.special_instructions_too_long')];
  }
  if (extra.paci_no && !/^\d{1,8}$/.test(extra.paci_no)) errors.paci_no = [msg('payments.paci_invalid')];
  const location = extra.delivery_location;
  if (
    location &&
    (!Number.isFinite(location.lat) ||
      !Number.isFinite(location.lng) ||
      Math.abs(location.lat) > 90 ||
      Math.abs(location.lng) > 180)
  ) {
    errors.delivery_location = [msg('payments.location_invalid')];
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return Object.fromEntries(
    Object.entries(extra).filter(([, value]) => value !== undefined && value !== ''),
  ) as CustomerAddressInfo;
}
