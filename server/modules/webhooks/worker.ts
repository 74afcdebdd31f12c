import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { PollingWorker } from '../../lib/polling-worker.ts';
import { type AttemptOutcome, claimDueWebhooks, type DueWebhook, recordAttempt } from './repository.ts';
import { signWebhook } from './signature.ts';

export interface WebhookWorkerOptions {
  pollMs: number;
  log: FastifyBaseLogger;
  /** A merchant server that answers slower than this counts as down (retried). */
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

/** Timeouts, network errors and 5xx may heal; a 4xx means the receiver refuses this body. */
const retryable = (statusCode: number | null) => statusCode === null || statusCode >= 500;

/** Drains webhook_events inside the server process, like the outbox worker. */
export class WebhookWorker extends PollingWorker {
  constructor(
    private readonly db: Db,
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
    let statusCode: number | null = null;
    let error: string | null = null;
    if (event.secret === null) {
      error = 'No webhook secret: the API key that created the transaction is gone';
    } else {
      try {
        const response = await fetch(event.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'GulfPay-Webhooks/1',
            'x-gulfpay-signature': signWebhook(event.secret, event.body, Math.floor(Date.now() / 1000)),
          },
          body: event.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        statusCode = response.status;
        await response.body?.cancel();
        if (statusCode < 200 || statusCode >= 300) error = `HTTP ${statusCode}`;
      } catch (err) {
        error =
          err instanceof Error && err.name === 'TimeoutError'
            ? `Timed out after ${timeoutMs} ms`
            : errorText(err);
      }
    }
    const durationMs = Math.round(performance.now() - started);
    const maxAttempts = this.options.maxAttempts ?? WEBHOOK_MAX_ATTEMPTS;
    let next: AttemptOutcome['next'];
    if (error === null) next = 'delivered';
    else if (event.secret === null || !retryable(statusCode) || event.attempts >= maxAttempts)
      next = 'failed';
    else next = new Date(Date.now() + webhookRetryDelayMs(event.attempts, this.options.baseDelayMs));
    if (error)
      this.options.log.warn({ webhookId: event.id, attempt: event.attempts, error }, 'webhook failed');
    await recordAttempt(this.db, event, { statusCode, durationMs, error, next });
  }
}

function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return `${err.message}${cause}`;
}
