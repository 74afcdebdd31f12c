import { type AddressValues, CUSTOM_PRESET } from '@/domain/address-rules';
import type { CustomerAddress } from '@/domain/contracts/food';
import { isPayable, isSettled, type TransactionState } from '@/domain/transaction-states';

/** What the confirmation tells the customer about the order's payment; null when there was nothing to pay. */
export type CustomerPaymentStatus = 'paid' | 'test' | 'cod' | 'unpaid' | 'closed';

export function customerPaymentStatus(payment: {
  transaction_id: string | null;
  state: string;
  test_payment?: boolean;
}): CustomerPaymentStatus | null {
  if (!payment.transaction_id) return null;
  if (isSettled(payment.state as TransactionState)) return payment.test_payment ? 'test' : 'paid';
  if (payment.state === 'cod') return 'cod';
  // Payable again (declined, left at the gateway, still pending): the pay page takes it from here.
  return isPayable(payment.state as TransactionState) ? 'unpaid' : 'closed';
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
