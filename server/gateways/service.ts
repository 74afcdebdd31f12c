/**
 * The gateways' public surface: the adapter interface the payments core calls, the sandbox
 * gateway's signing and hosted page, and the HTML helpers of the pages this server draws.
 */
export type {
  CallbackOutcome,
  GatewayAdapter,
  MoneyInput,
  MoneyOutcome,
  StartInput,
  StartOutcome,
  VerifyResult,
} from './adapter.ts';
export { escapeHtml, Html, html } from './html.ts';
export type { Gateways } from './plugin.ts';
export { SANDBOX_SIGNATURE_HEADER, SANDBOX_TIMESTAMP_HEADER } from './sandbox.ts';
export { sendCallback } from './sandbox-callback.ts';
export { renderSandboxPage, type SandboxPageModel } from './sandbox-page.ts';
export { CALLBACK_TOLERANCE_S, signPayload } from './signature.ts';
