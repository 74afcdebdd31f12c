import { describe, expect, it } from 'vitest';
import {
  type AddressCapture,
  type AddressValues,
  CUSTOM_PRESET,
  canSubmitAddress,
  cleanPaci,
  EMPTY_ADDRESS,
  fromExtra,
  paciKeyAllowed,
  toExtra,
  validateAddressForm,
} from '@/domain/address-rules';

const MESSAGES = {
  required: 'This field is required',
  customTooLong: 'Custom Address must be 15 characters or less',
  instructionsTooLong: 'Special Instruction must be 256 characters or less',
};
const FILLED: AddressValues = {
  ...EMPTY_ADDRESS,
  address: 'Home',
  area: 'Salmiya',
  block: '4',
  street: '12',
  house_no: '7',
};
const BOTH: AddressCapture = {
  captureAddress: true,
  captureLocation: true,
  locationChanged: true,
  mapEditing: false,
};

describe('address form messages (SPEC 5)', () => {
  it('asks for address name, area, block, street and house number when the address is captured', () => {
    expect(validateAddressForm(EMPTY_ADDRESS, { captureAddress: true }, MESSAGES)).toEqual({
      address: MESSAGES.required,
      area: MESSAGES.required,
      block: MESSAGES.required,
      street: MESSAGES.required,
      house_no: MESSAGES.required,
    });
  });

  it('asks for nothing when only the location is captured', () => {
    expect(validateAddressForm(EMPTY_ADDRESS, { captureAddress: false }, MESSAGES)).toEqual({});
  });

  it('asks for a custom name, and at most 15 characters of it, once Custom name is picked', () => {
    const custom = { ...FILLED, address: CUSTOM_PRESET };
    expect(validateAddressForm(custom, { captureAddress: true }, MESSAGES).custom_address).toBe(
      MESSAGES.required,
    );
    const long = { ...custom, custom_address: 'Grandma house 1234' };
    expect(validateAddressForm(long, { captureAddress: true }, MESSAGES).custom_address).toBe(
      MESSAGES.customTooLong,
    );
    const fits = { ...custom, custom_address: 'Grandma house 1' };
    expect(validateAddressForm(fits, { captureAddress: true }, MESSAGES)).toEqual({});
  });

  it('refuses special instructions past 256 characters', () => {
    const values = { ...FILLED, special_instructions: 'x'.repeat(257) };
    expect(validateAddressForm(values, { captureAddress: true }, MESSAGES)).toEqual({
      special_instructions: MESSAGES.instructionsTooLong,
    });
    expect(
      validateAddressForm(
        { ...values, special_instructions: 'x'.repeat(256) },
        { captureAddress: true },
        MESSAGES,
      ),
    ).toEqual({});
  });
});

describe('when Submit is enabled (SPEC 5)', () => {
  it('is enabled with the address filled and the pin moved and confirmed', () => {
    expect(canSubmitAddress(FILLED, BOTH)).toBe(true);
  });

  it('waits for address, area, street and block (house number is checked on submit)', () => {
    for (const field of ['address', 'area', 'street', 'block'] as const) {
      expect(canSubmitAddress({ ...FILLED, [field]: ' ' }, BOTH)).toBe(false);
    }
    expect(canSubmitAddress({ ...FILLED, house_no: '' }, BOTH)).toBe(true);
  });

  it('waits until the pin has been moved, and not while the map is being edited', () => {
    expect(canSubmitAddress(FILLED, { ...BOTH, locationChanged: false })).toBe(false);
    expect(canSubmitAddress(FILLED, { ...BOTH, mapEditing: true })).toBe(false);
  });

  it('needs a valid custom name when Custom name is picked', () => {
    const custom = { ...FILLED, address: CUSTOM_PRESET };
    expect(canSubmitAddress(custom, BOTH)).toBe(false);
    expect(canSubmitAddress({ ...custom, custom_address: 'x'.repeat(16) }, BOTH)).toBe(false);
    expect(canSubmitAddress({ ...custom, custom_address: 'Chalet 2' }, BOTH)).toBe(true);
  });

  it('ignores the address when only the location is captured, and the map when only the address is', () => {
    const locationOnly = { ...BOTH, captureAddress: false };
    expect(canSubmitAddress(EMPTY_ADDRESS, locationOnly)).toBe(true);
    expect(canSubmitAddress(EMPTY_ADDRESS, { ...locationOnly, locationChanged: false })).toBe(false);
    expect(canSubmitAddress(FILLED, { ...BOTH, captureLocation: false, locationChanged: false })).toBe(true);
  });
});

describe('PACI number: digits only, at most 8', () => {
  it('blocks letters and a ninth digit, but never editing keys', () => {
    expect(paciKeyAllowed('5', '1234567', 0)).toBe(true);
    expect(paciKeyAllowed('5', '12345678', 0)).toBe(false);
    expect(paciKeyAllowed('a', '', 0)).toBe(false);
    expect(paciKeyAllowed('-', '12', 0)).toBe(false);
    for (const key of ['Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter']) {
      expect(paciKeyAllowed(key, '12345678', 0)).toBe(true);
    }
  });

  it('lets a digit replace selected digits of a full number', () => {
    expect(paciKeyAllowed('9', '12345678', 2)).toBe(true);
  });

  it('reduces pasted text to its first 8 digits', () => {
    expect(cleanPaci('12a34-567 8901')).toBe('12345678');
    expect(cleanPaci('PACI')).toBe('');
  });
});

describe('the saved extra', () => {
  it('keeps filled fields trimmed, drops the custom name unless picked, and adds the location', () => {
    const extra = toExtra(
      { ...FILLED, custom_address: 'Old', street: ' 12 ', avenue: '' },
      { lat: 29.3, lng: 47.9 },
    );
    expect(extra).toEqual({
      address: 'Home',
      area: 'Salmiya',
      block: '4',
      street: '12',
      house_no: '7',
      delivery_location: { lat: 29.3, lng: 47.9 },
    });
    expect(toExtra({ ...FILLED, address: CUSTOM_PRESET, custom_address: 'Beach' }, null).custom_address).toBe(
      'Beach',
    );
  });

  it('round-trips into the form when the transaction was prefilled', () => {
    expect(fromExtra(toExtra(FILLED, null))).toEqual(FILLED);
    expect(fromExtra(undefined)).toEqual(EMPTY_ADDRESS);
  });
});
