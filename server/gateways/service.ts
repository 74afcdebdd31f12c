/**
 * The gateways' public surface: the provider boundary the payments core calls, the sandbox
 * gateway's signing and hosted page, and the HTML helpers of the pages this server draws.
 */
export { accountOf, openCredentials } from './account.ts';
export { isBuiltinAdapter, type MoneyMover } from './builtin.ts';
export { escapeHtml, Html, html } from './html.ts';
export type { Gateways } from './plugin.ts';
export type {
  AttemptCall,
  Binding,
  MoneyCall,
  MoneyKind,
  MoneyStatus,
  PaymentProvider,
  PaymentStatus,
  ProviderAccount,
  ProviderRefs,
  ReturnRead,
  ReturnRequest,
  StartResult,
  WebhookRead,
} from './provider.ts';
export type { FeeQuote, FeeQuotes } from './provider-fees.ts';
export {
  type CallbackOutcome,
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  type VerifyResult,
} from './sandbox.ts';
export { sendCallback } from './sandbox-callback.ts';
export { renderSandboxPage, type SandboxPageModel } from './sandbox-page.ts';
export { CALLBACK_TOLERANCE_S, signPayload } from './signature.ts';
