import { randomUUID } from 'node:crypto';
import type { SandboxCallbackBody } from '../../src/domain/contracts/platform.ts';
import type { GatewayAdapter, MoneyOutcome, StartInput, VerifyResult } from './adapter.ts';
import { checkSignature } from './signature.ts';

export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const RESULTS = new Set(['approved', 'declined', 'canceled']);

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Stands in for KNET, KPay and card gateways: its hosted page is served by this server
 * (server/gateways/routes.ts) and it calls back signed like a real gateway would.
 */
export class SandboxGateway implements GatewayAdapter {
  readonly name = 'sandbox';

  constructor(
    private readonly secret: () => string,
    private readonly publicUrl: string,
  ) {}

  async start(input: StartInput) {
    return { redirectUrl: `${this.publicUrl}/gateway/sandbox/${input.attempt.id}` };
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

  // The sandbox approves every follow-up operation; a real adapter calls its gateway here.
  async refund(): Promise<MoneyOutcome> {
    return { ok: true, reference: `sbx-rf-${randomUUID().slice(0, 8)}` };
  }

  async capture(): Promise<MoneyOutcome> {
    return { ok: true, reference: `sbx-cp-${randomUUID().slice(0, 8)}` };
  }

  async void(): Promise<MoneyOutcome> {
    return { ok: true, reference: `sbx-vd-${randomUUID().slice(0, 8)}` };
  }
}
