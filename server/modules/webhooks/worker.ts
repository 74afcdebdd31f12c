import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../db/handle.ts';
import { type OutboundOptions, outboundRequest } from '../../lib/outbound/request.ts';
import { PollingWorker } from '../../lib/polling-worker.ts';
import { type AttemptOutcome, claimDueWebhooks, type DueWebhook, recordAttempt } from './repository.ts';
import { signWebhook } from './signature.ts';

export interface WebhookWorkerOptions {
  pollMs: number;
  log: FastifyBaseLogger;
  /** Which addresses a webhook_url may reach (config.outboundAllowLocal), and tests' DNS. */
  outbound: OutboundOptions;
  /** The secrets a key's deliveries are signed with, opened (app.apiKeys.signingSecrets). */
  signingSecrets: (apiKeyId: number) => Promise<string[]>;
  /** A whole delivery (DNS to answer) slower than this counts as down (retried). */
  timeoutMs?: number;
  baseDelayMs?: number;
  maxAttempts?: number;
  batchSize?: number;
}

export const WEBHOOK_TIMEOUT_MS = 5_000;
export const WEBHOOK_BASE_DELAY_MS = 30_000;
export const WEBHOOK_MAX_ATTEMPTS = 8;
const MAX_DELAY_MS = 6 * 3_600_000;

/** Exponential backoff after the n-th failed attempt (1-based): 30 s, 60 s, 2 min … capped at 6 h. */
export function webhookRetryDelayMs(attempt: number, baseMs = WEBHOOK_BASE_DELAY_MS): number {
  return Math.min(baseMs * 2 ** (attempt - 1), MAX_DELAY_MS);
}

interface Attempt {
  statusCode: number | null;
  error: string | null;
  /** Asking again cannot help: no secret, a refused address, a 3xx or 4xx answer. */
  permanent: boolean;
}

/** Drains webhook_events inside the server process, like the outbox worker. */
export class WebhookWorker extends PollingWorker {
  constructor(
    private readonly db: DbHandle,
    private readonly options: WebhookWorkerOptions,
  ) {
    super({ pollMs: options.pollMs, log: options.log, name: 'webhook' });
  }

  protected async drain(): Promise<number> {
    const timeoutMs = this.options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    // The lease outlasts a send, so another instance never sends the same event concurrently.
    const batch = await claimDueWebhooks(this.db, this.options.batchSize ?? 10, timeoutMs * 4);
    // In parallel: one slow receiver must not delay every other merchant's notifications.
    await Promise.all(batch.map((event) => this.#deliver(event, timeoutMs)));
    return batch.length;
  }

  async #deliver(event: DueWebhook, timeoutMs: number): Promise<void> {
    const started = performance.now();
    const { statusCode, error, permanent } = await this.#send(event, timeoutMs);
    const durationMs = Math.round(performance.now() - started);
    const maxAttempts = this.options.maxAttempts ?? WEBHOOK_MAX_ATTEMPTS;
    let next: AttemptOutcome['next'];
    if (error === null) next = 'delivered';
    else if (permanent || event.attempts >= maxAttempts) next = 'failed';
    else next = new Date(Date.now() + webhookRetryDelayMs(event.attempts, this.options.baseDelayMs));
    if (error)
      this.options.log.warn({ webhookId: event.id, attempt: event.attempts, error }, 'webhook failed');
    await recordAttempt(this.db, event, { statusCode, durationMs, error, next });
  }

  async #send(event: DueWebhook, timeoutMs: number): Promise<Attempt> {
    const secrets = event.api_key_id === null ? [] : await this.options.signingSecrets(event.api_key_id);
    if (secrets.length === 0) {
      const error =
        'No webhook secret: the API key that created the transaction is gone, or its secret was sealed with another SECRETS_KEY';
      return { statusCode: null, error, permanent: true };
    }
    const result = await outboundRequest(
      {
        url: event.url,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'GulfPay-Webhooks/1',
          'x-gulfpay-signature': signWebhook(secrets, event.body, Math.floor(Date.now() / 1000)),
        },
        body: event.body,
        timeoutMs,
        // Only the status matters; a receiver streaming a big answer is cut off.
        maxResponseBytes: 1024,
      },
      this.options.outbound,
    );
    if (result.outcome === 'refused')
      return { statusCode: null, error: `Refused: ${result.reason}`, permanent: true };
    // Timeouts, DNS and network errors may heal.
    if (result.outcome === 'failed') return { statusCode: null, error: result.reason, permanent: false };
    const status = result.status;
    if (status >= 200 && status < 300) return { statusCode: status, error: null, permanent: false };
    const error =
      status >= 300 && status < 400 ? `HTTP ${status}: redirects are not followed` : `HTTP ${status}`;
    // A 5xx may heal; a 4xx means the receiver refuses this body, a 3xx that the URL is wrong.
    return { statusCode: status, error, permanent: status < 500 };
  }
}
