import type { GatewayAdapter, MoneyOutcome, StartInput, VerifyResult } from './adapter.ts';

/** Cash on delivery: nothing to redirect to; the order is confirmed and paid at the door. */
export class CashOnDeliveryGateway implements GatewayAdapter {
  readonly name = 'cod';

  async start(input: StartInput) {
    return { redirectUrl: input.resultUrl, immediate: 'cod' as const };
  }

  verifyCallback(): VerifyResult {
    return { ok: false, reason: 'signature' };
  }

  // No money moved through a gateway, so there is nothing to give back or capture.
  async refund(): Promise<MoneyOutcome> {
    return { ok: true, reference: 'cod' };
  }

  async capture(): Promise<MoneyOutcome> {
    return { ok: true, reference: 'cod' };
  }

  async void(): Promise<MoneyOutcome> {
    return { ok: true, reference: 'cod' };
  }
}
