import type { PaymentProvider } from './provider.ts';

/** Refunds, captures and voids: what every adapter does, the built-in sandbox and cash on delivery included. */
export type MoneyMover = Pick<PaymentProvider, 'move' | 'inquireMove'>;

/** The gateways this server plays itself: their pages and callbacks are its own routes. */
export const BUILTIN_ADAPTERS = ['sandbox', 'cod'] as const;

export const isBuiltinAdapter = (name: string): name is (typeof BUILTIN_ADAPTERS)[number] =>
  (BUILTIN_ADAPTERS as readonly string[]).includes(name);
