/** The gateways' public surface: what other modules use of them. */
export { Html, html } from './html.ts';
export type { Gateways } from './registry.ts';
