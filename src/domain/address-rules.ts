import type { CustomerAddressInfo } from './contracts/payments';

/** SPEC 5 / SPEC 9 limits of the address step (the server checks the same ones). */
export const ADDRESS_LIMITS = { custom_address: 15, special_instructions: 256, paci_no: 8 } as const;

/** The preset whose choice asks for a name of the customer's own. */
export const CUSTOM_PRESET = 'Custom name';

export interface AddressValues {
  /** A preset name (Home, Work, Chalet, Farm, Custom name). */
  address: string;
  custom_address: string;
  area: string;
  block: string;
  street: string;
  avenue: string;
  house_no: string;
  floor: string;
  office_no: string;
  paci_no: string;
  special_instructions: string;
}

export type AddressField = keyof AddressValues;

/**
 * The text fields of an order's address, in the order forms and details show them: `address`
 * holds the resolved name, so the custom name field is not one of them.
 */
export const CUSTOMER_ADDRESS_FIELDS = [
  'address',
  'area',
  'block',
  'street',
  'avenue',
  'house_no',
  'floor',
  'office_no',
  'paci_no',
  'special_instructions',
] as const satisfies readonly Exclude<AddressField, 'custom_address'>[];
export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS: AddressValues = {
  address: '',
  custom_address: '',
  area: '',
  block: '',
  street: '',
  avenue: '',
  house_no: '',
  floor: '',
  office_no: '',
  paci_no: '',
  special_instructions: '',
};

export interface AddressCapture {
  captureAddress: boolean;
  captureLocation: boolean;
  /** The customer moved the map pin away from its starting point. */
  locationChanged: boolean;
  /** The map is being edited and its position is not confirmed yet. */
  mapEditing: boolean;
}

export interface AddressMessages {
  required: string;
  customTooLong: string;
  instructionsTooLong: string;
}

const filled = (value: string) => value.trim() !== '';

/** Required only when the address is captured (SPEC 5). */
const REQUIRED: readonly AddressField[] = ['address', 'area', 'block', 'street', 'house_no'];

function customAddressError(values: AddressValues, messages: AddressMessages): string | undefined {
  if (values.address !== CUSTOM_PRESET) return undefined;
  if (!filled(values.custom_address)) return messages.required;
  if (values.custom_address.length > ADDRESS_LIMITS.custom_address) return messages.customTooLong;
  return undefined;
}

/** Every message the address form shows, by field. */
export function validateAddressForm(
  values: AddressValues,
  capture: Pick<AddressCapture, 'captureAddress'>,
  messages: AddressMessages,
): AddressErrors {
  const errors: AddressErrors = {};
  if (capture.captureAddress) {
    for (const field of REQUIRED) if (!filled(values[field])) errors[field] = messages.required;
    const custom = customAddressError(values, messages);
    if (custom) errors.custom_address = custom;
  }
  if (values.special_instructions.length > ADDRESS_LIMITS.special_instructions) {
    errors.special_instructions = messages.instructionsTooLong;
  }
  return errors;
}

/**
 * SPEC 5: Submit is enabled only when address, area, street and block are filled (when the
 * address is captured), the pin was moved (when the location is captured), the map is not
 * being edited, and the custom address is valid.
 */
export function canSubmitAddress(values: AddressValues, capture: AddressCapture): boolean {
  if (capture.mapEditing) return false;
  if (capture.captureLocation && !capture.locationChanged) return false;
  if (!capture.captureAddress) return true;
  const basics = (['address', 'area', 'street', 'block'] as const).every((field) => filled(values[field]));
  const custom =
    values.address !== CUSTOM_PRESET ||
    (filled(values.custom_address) && values.custom_address.length <= ADDRESS_LIMITS.custom_address);
  return basics && custom;
}

/** Pasted or typed PACI text reduced to what the field accepts: at most 8 digits. */
export function cleanPaci(text: string): string {
  return text.replace(/\D/g, '').slice(0, ADDRESS_LIMITS.paci_no);
}

/**
 * Whether a key press may reach the PACI field: digits while fewer than 8 are kept (or
 * when typing over a selection), and every non-printing key (Backspace, arrows, Tab…).
 */
export function paciKeyAllowed(key: string, value: string, selectedLength: number): boolean {
  if (key.length !== 1) return true;
  if (!/\d/.test(key)) return false;
  return value.length - selectedLength < ADDRESS_LIMITS.paci_no;
}

/** The saved form as the API's `extra` (empty fields left out; location when captured). */
export function toExtra(
  values: AddressValues,
  location: { lat: number; lng: number } | null,
): CustomerAddressInfo {
  const extra: CustomerAddressInfo = {};
  for (const [field, value] of Object.entries(values) as [AddressField, string][]) {
    const trimmed = value.trim();
    if (trimmed && !(field === 'custom_address' && values.address !== CUSTOM_PRESET)) extra[field] = trimmed;
  }
  if (location) extra.delivery_location = location;
  return extra;
}

/** A form started from what the transaction already holds (SPEC 2.4 "prefilled"). */
export function fromExtra(extra: CustomerAddressInfo | undefined): AddressValues {
  const values = { ...EMPTY_ADDRESS };
  for (const field of Object.keys(EMPTY_ADDRESS) as AddressField[]) {
    const value = extra?.[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}
