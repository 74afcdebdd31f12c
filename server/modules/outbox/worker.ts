import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DbHandle } from '../../db/handle.ts';
import { PollingWorker } from '../../lib/polling-worker.ts';
import type { SmsAdapter, SmsResult } from '../sms/service.ts';
import { claimDue, markAttemptFailed, markDone, type OutboxRow } from './repository.ts';

export interface OutboxWorkerOptions {
  smtpUrl: string | null;
  mailFrom: string;
  pollMs: number;
  maxAttempts: number;
  log: FastifyBaseLogger;
  /** The SMS provider of a message's merchant (null: a platform message). */
  smsAdapter: (merchantId: number | null) => Promise<SmsAdapter>;
  batchSize?: number;
  /** How long a claimed message is reserved for the worker that claimed it. */
  leaseMs?: number;
}

/** Exponential backoff: 10 s, 20 s, 40 s … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** attempts, 3_600_000);
}

/**
 * A message's Message-ID, derived from its outbox row so every try of it carries the same one:
 * a resend after a crash (delivery is at least once) is recognisably the same mail.
 */
export function outboxMessageId(outboxId: number, mailFrom: string): string {
  const domain = /@([^\s>]+)/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<outbox-${outboxId}@${domain}>`;
}

/** Drains the outbox inside the server process; several instances may run one each. */
export class OutboxWorker extends PollingWorker {
  readonly #transport: Transporter | null;

  constructor(
    private readonly db: DbHandle,
    private readonly options: OutboxWorkerOptions,
  ) {
    super({ pollMs: options.pollMs, log: options.log, name: 'outbox' });
    this.#transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  override async stop(): Promise<void> {
    await super.stop();
    this.#transport?.close();
  }

  protected async drain(): Promise<number> {
    const batch = await claimDue(this.db, this.options.batchSize ?? 10, this.options.leaseMs ?? 300_000);
    for (const message of batch) await this.#deliver(message);
    return batch.length;
  }

  /** When the next try is due, or null when the attempts are spent. */
  #retryAt(message: OutboxRow): Date | null {
    return message.attempts >= this.options.maxAttempts
      ? null
      : new Date(Date.now() + retryDelayMs(message.attempts));
  }

  async #deliver(message: OutboxRow): Promise<void> {
    if (message.channel === 'sms') {
      await this.#deliverSms(message);
      return;
    }
    // No SMTP server: keep the message for the superuser's Outbox instead of failing it.
    if (!this.#transport) {
      await markDone(this.db, message.id, 'kept');
      return;
    }
    try {
      await this.#transport.sendMail({
        from: this.options.mailFrom,
        to: message.recipient,
        messageId: outboxMessageId(message.id, this.options.mailFrom),
        subject: message.subject,
        text: message.body,
        // Both parts: a client that shows no HTML (or a reader who turned it off) gets the text.
        ...(message.html ? { html: message.html } : {}),
      });
      await markDone(this.db, message.id, 'sent');
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const retryAt = this.#retryAt(message);
      this.options.log.warn({ outboxId: message.id, attempts: message.attempts, error }, 'email send failed');
      await markAttemptFailed(this.db, message.id, error, retryAt);
    }
  }

  /**
   * Through the merchant's provider: a refused address fails at once (asking again cannot
   * help), any other failure is retried with the email's backoff. The provider's id and
   * status are kept with each try for the Outbox.
   */
  async #deliverSms(message: OutboxRow): Promise<void> {
    let result: SmsResult;
    try {
      const adapter = await this.options.smsAdapter(message.merchant_id);
      result = await adapter.send({ to: message.recipient, text: message.body });
    } catch (err) {
      result = { outcome: 'failed', error: err instanceof Error ? err.message : String(err) };
    }
    const answer = { provider_message_id: result.providerId ?? null, provider_status: result.status ?? null };
    if (result.outcome === 'sent' || result.outcome === 'kept') {
      await markDone(this.db, message.id, result.outcome, answer);
      return;
    }
    const error = result.error ?? 'The provider did not accept the message';
    const retryAt = result.outcome === 'refused' ? null : this.#retryAt(message);
    this.options.log.warn({ outboxId: message.id, attempts: message.attempts, error }, 'sms send failed');
    await markAttemptFailed(this.db, message.id, error, retryAt, answer);
  }
}
