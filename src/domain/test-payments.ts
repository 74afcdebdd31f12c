import { isTestGateway } from './gateway-settings.ts';

/**
 * Whether an attempt goes through a provider's test account, fixed when it is created: a
 * gateway switched to live later must not turn an old test payment into real money.
 */
export const attemptIsTest = (gateway: { adapter: string; mode: string }): boolean => isTestGateway(gateway);

/**
 * A transaction paid, authorised or captured through a test attempt is a test payment: the
 * providers publish their test cards, so anyone can pay on a merchant's test account.
 */
export const settlesAsTest = (attempt: { test_mode: boolean }): boolean => attempt.test_mode;

/**
 * What a test payment may not do: send food to the kitchen, let a ticket in at the door,
 * sell catalogue stock, or count as money received.
 */
export const fulfils = (transaction: { test_payment: boolean }): boolean => !transaction.test_payment;
