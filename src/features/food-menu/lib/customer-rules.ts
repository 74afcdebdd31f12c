import { type AddressValues, CUSTOM_PRESET } from '@/domain/address-rules';
import { isEmail } from '@/domain/contact-rules';
import type { CustomerAddress } from '@/domain/contracts/food';
import { isValidNationalNumber, toE164 } from '@/domain/phone-countries';
import { isPayable, isSettled, type TransactionState } from '@/domain/transaction-states';

export interface CustomerValues {
  name: string;
  phoneCountry: string;
  phone: string;
  email: string;
}
export type CustomerErrors = Partial<Record<'name' | 'phone' | 'email', string>>;

/** What the confirmation tells the customer about the order's payment; null when there was nothing to pay. */
export type CustomerPaymentStatus = 'paid' | 'cod' | 'unpaid' | 'closed';

export function customerPaymentStatus(payment: {
  transaction_id: string | null;
  state: string;
}): CustomerPaymentStatus | null {
  if (!payment.transaction_id) return null;
  if (isSettled(payment.state as TransactionState)) return 'paid';
  if (payment.state === 'cod') return 'cod';
  // Payable again (declined, left at the gateway, still pending): the pay page takes it from here.
  return isPayable(payment.state as TransactionState) ? 'unpaid' : 'closed';
}

/** SPEC 5: name and phone required, the phone valid for its country, the email optional but well formed. */
export function validateCustomer(
  values: CustomerValues,
  messages: { required: string; phone: string; email: string },
): CustomerErrors {
  const errors: CustomerErrors = {};
  if (!values.name.trim()) errors.name = messages.required;
  if (!values.phone.trim()) errors.phone = messages.required;
  else if (!isValidNationalNumber(values.phoneCountry, values.phone)) errors.phone = messages.phone;
  if (values.email.trim() && !isEmail(values.email.trim())) errors.email = messages.email;
  return errors;
}

export function customerPayload(values: CustomerValues) {
  return {
    name: values.name.trim(),
    phone: toE164(values.phoneCountry, values.phone),
    email: values.email.trim(),
  };
}

/** The pay page's address form as the food checkout's address (the custom name replaces the preset). */
export function toCustomerAddress(
  values: AddressValues,
  location: { lat: number; lng: number } | null,
): CustomerAddress {
  return {
    address: values.address === CUSTOM_PRESET ? values.custom_address.trim() : values.address,
    area: values.area.trim(),
    block: values.block.trim(),
    street: values.street.trim(),
    avenue: values.avenue.trim(),
    house_no: values.house_no.trim(),
    floor: values.floor.trim(),
    office_no: values.office_no.trim(),
    paci_no: values.paci_no.trim(),
    special_instructions: values.special_instructions.trim(),
    delivery_location: location,
  };
}
