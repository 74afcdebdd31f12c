import { randomUUID } from 'node:crypto';
import type { SandboxCallbackBody } from '../../src/domain/contracts/platform.ts';
import type { MoneyMover } from './builtin.ts';
import type { MoneyCall, MoneyStatus } from './provider.ts';
import { checkSignature } from './signature.ts';

/** What a verified sandbox callback says happened to an attempt. */
export interface CallbackOutcome {
  callbackId: string;
  attemptId: string;
  result: 'approved' | 'declined' | 'canceled';
  reference: string;
}

export type VerifyResult =
  | { ok: true; outcome: CallbackOutcome }
  | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const RESULTS = new Set(['approved', 'declined', 'canceled']);

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Stands in for KNET, KPay and card gateways in demos and tests: its hosted page is served
 * by this server (server/modules/payments/gateway-routes.ts) and it calls back signed like a
 * real gateway would.
 */
export class SandboxGateway implements MoneyMover {
  readonly name = 'sandbox';

  constructor(
    private readonly secret: () => string,
    private readonly publicUrl: string,
  ) {}

  pageUrl(attemptId: string): string {
    return `${this.publicUrl}/gateway/sandbox/${attemptId}`;
  }

  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: Date,
  ): VerifyResult {
    const check = checkSignature(
      this.secret(),
      header(headers, SANDBOX_TIMESTAMP_HEADER),
      header(headers, SANDBOX_SIGNATURE_HEADER),
      rawBody,
      now,
    );
    if (check !== 'ok') return { ok: false, reason: check };
    let body: Partial<SandboxCallbackBody>;
    try {
      body = JSON.parse(rawBody) as Partial<SandboxCallbackBody>;
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    const { callback_id, attempt_id, result, reference } = body;
    if (typeof callback_id !== 'string' || typeof attempt_id !== 'string' || typeof reference !== 'string') {
      return { ok: false, reason: 'malformed' };
    }
    if (typeof result !== 'string' || !RESULTS.has(result)) return { ok: false, reason: 'malformed' };
    return { ok: true, outcome: { callbackId: callback_id, attemptId: attempt_id, result, reference } };
  }

  // The sandbox approves every refund, capture and void at once; a provider may answer later.
  async move(call: MoneyCall): Promise<MoneyStatus> {
    return { status: 'done', refs: { reference: `sbx-${call.kind}-${randomUUID().slice(0, 8)}` } };
  }

  async inquireMove(): Promise<MoneyStatus> {
    return { status: 'not_found' };
  }
}
