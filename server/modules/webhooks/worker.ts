import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../db/handle.ts';
import { type OutboundOptions, outboundRequest } from '../../lib/outbound/request.ts';
import { PollingWorker } from '../../lib/polling-worker.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { type AttemptOutcome, claimDueWebhooks, type DueWebhook, recordAttempt } from './repository.ts';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, signWebhook } from './signature.ts';

export interface WebhookWorkerOptions {
  pollMs: number;
  log: FastifyBaseLogger;
  /** Which addresses a webhook_url may reach (config.outboundAllowLocal), and tests' DNS. */
  outbound: OutboundOptions;
  /** Opens the endpoints' sealed signing secrets. */
  secretBox: SecretBox;
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

/** The answer's first kilobyte is kept for the delivery log. */
const RESPONSE_LOG_BYTES = 1024;

interface Attempt {
  statusCode: number | null;
  error: string | null;
  requestHeaders: Record<string, string> | null;
  responseBody: string | null;
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
    const { statusCode, error, permanent, requestHeaders, responseBody } = await this.#send(event, timeoutMs);
    const durationMs = Math.round(performance.now() - started);
    const maxAttempts = this.options.maxAttempts ?? WEBHOOK_MAX_ATTEMPTS;
    // A resend starts a new round: what failed before it does not use up this round's retries.
    const inRound = event.attempts - event.resent_after_attempts;
    let next: AttemptOutcome['next'];
    if (error === null) next = 'delivered';
    else if (permanent || inRound >= maxAttempts) next = 'failed';
    else next = new Date(Date.now() + webhookRetryDelayMs(inRound, this.options.baseDelayMs));
    if (error)
      this.options.log.warn({ webhookId: event.id, attempt: event.attempts, error }, 'webhook failed');
    await recordAttempt(this.db, event, {
      statusCode,
      durationMs,
      error,
      next,
      requestHeaders,
      responseBody,
    });
  }

  /** Who signs: the API key for the transaction's own URL; the endpoint's secrets, newest first. */
  async #secrets(event: DueWebhook): Promise<string[] | string> {
    if (event.target === 'transaction') {
      const secrets = event.api_key_id === null ? [] : await this.options.signingSecrets(event.api_key_id);
      return secrets.length > 0
        ? secrets
        : 'No webhook secret: the API key that created the transaction is gone, or its secret was sealed with another SECRETS_KEY';
    }
    if (event.endpoint_id === null || event.endpoint_secret === null) return 'The endpoint was deleted';
    if (!event.endpoint_enabled) return 'The endpoint is disabled';
    const box = this.options.secretBox;
    const previous =
      event.previous_secret_expires_at !== null &&
      new Date(event.previous_secret_expires_at).getTime() > Date.now()
        ? event.endpoint_previous_secret
        : null;
    try {
      return [box.open(event.endpoint_secret), ...(previous === null ? [] : [box.open(previous)])];
    } catch {
      return 'The signing secret cannot be opened: SECRETS_KEY changed since it was made';
    }
  }

  async #send(event: DueWebhook, timeoutMs: number): Promise<Attempt> {
    const secrets = await this.#secrets(event);
    if (typeof secrets === 'string')
      return { statusCode: null, error: secrets, permanent: true, requestHeaders: null, responseBody: null };
    // A new signature time on every attempt: a resend is not refused by receivers as a replay.
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'GulfPay-Webhooks/1',
      [EVENT_ID_HEADER]: event.public_id,
      [EVENT_TYPE_HEADER]: event.event_type,
      [SIGNATURE_HEADER]: signWebhook(secrets, event.body, Math.floor(Date.now() / 1000)),
    };
    const result = await outboundRequest(
      {
        url: event.url,
        method: 'POST',
        headers,
        body: event.body,
        timeoutMs,
        // The status decides; the start of the answer is kept for the log, the rest cut off.
        maxResponseBytes: RESPONSE_LOG_BYTES,
      },
      this.options.outbound,
    );
    const sent = { requestHeaders: headers, responseBody: null };
    if (result.outcome === 'refused')
      return {
        statusCode: null,
        error: `Refused: ${result.reason}`,
        permanent: true,
        ...sent,
        requestHeaders: null,
      };
    // Timeouts, DNS and network errors may heal.
    if (result.outcome === 'failed')
      return { statusCode: null, error: result.reason, permanent: false, ...sent };
    const status = result.status;
    // PostgreSQL text holds no NUL; the log shows text, so a binary answer reads as replacement marks.
    const responseBody = result.body.subarray(0, RESPONSE_LOG_BYTES).toString('utf8').replaceAll('\0', '');
    const answered = { requestHeaders: headers, responseBody };
    if (status >= 200 && status < 300)
      return { statusCode: status, error: null, permanent: false, ...answered };
    const error =
      status >= 300 && status < 400 ? `HTTP ${status}: redirects are not followed` : `HTTP ${status}`;
    // A 5xx may heal; a 4xx means the receiver refuses this body, a 3xx that the URL is wrong.
    return { statusCode: status, error, permanent: status < 500, ...answered };
  }
}
