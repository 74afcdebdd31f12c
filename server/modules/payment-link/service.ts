/**
 * The payment link's public surface, under the name the payments group gives the module that
 * sends it (issue 15: `sms/` becomes `payment-link/`). Added for the transaction lists (group
 * "transactions"); the payments group's move of sms/payment-link.ts here replaces it.
 */
export { type ShareMessages, shareMessages } from '../sms/payment-link.ts';
