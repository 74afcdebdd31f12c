import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database.ts';
import type { OutboxRow } from '../../db/types.ts';
import { claimDue, markAttemptFailed, markDone } from './repository.ts';

export interface OutboxWorkerOptions {
  smtpUrl: string | null;
  mailFrom: string;
  pollMs: number;
  maxAttempts: number;
  log: FastifyBaseLogger;
  batchSize?: number;
  /** How long a claimed message is reserved for the worker that claimed it. */
  leaseMs?: number;
}

/** Exponential backoff: 10 s, 20 s, 40 s … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** attempts, 3_600_000);
}

/** Drains the outbox inside the server process; several instances may run one each. */
export class OutboxWorker {
  readonly #transport: Transporter | null;
  #timer: NodeJS.Timeout | null = null;
  #running = false;
  #current: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: OutboxWorkerOptions,
  ) {
    this.#transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#schedule(0);
  }

  /** Drain soon instead of at the next poll (called after a commit that enqueued mail). */
  wake(): void {
    if (this.#running && !this.#current) this.#schedule(0);
  }

  /** Stop polling and wait for the batch in progress, so no send is cut off half way. */
  async stop(): Promise<void> {
    this.#running = false;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#current?.catch(() => 0);
    this.#transport?.close();
  }

  /** One batch: returns how many messages were handled. */
  drainOnce(): Promise<number> {
    this.#current ??= this.#drain().finally(() => {
      this.#current = null;
    });
    return this.#current;
  }

  #schedule(delayMs: number): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.drainOnce()
        .catch((err: unknown) => this.options.log.error({ err }, 'outbox drain failed'))
        .then((handled) => {
          if (this.#running) this.#schedule(handled ? 0 : this.options.pollMs);
        });
    }, delayMs);
    this.#timer.unref();
  }

  async #drain(): Promise<number> {
    const batch = await claimDue(this.db, this.options.batchSize ?? 10, this.options.leaseMs ?? 300_000);
    for (const message of batch) await this.#deliver(message);
    return batch.length;
  }

  async #deliver(message: OutboxRow): Promise<void> {
    // No provider for this channel: keep the message for the dev endpoint instead of failing it.
    if (message.channel !== 'email' || !this.#transport) {
      await markDone(this.db, message.id, 'kept');
      return;
    }
    try {
      await this.#transport.sendMail({
        from: this.options.mailFrom,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
      });
      await markDone(this.db, message.id, 'sent');
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const retryAt =
        message.attempts >= this.options.maxAttempts
          ? null
          : new Date(Date.now() + retryDelayMs(message.attempts));
      this.options.log.warn({ outboxId: message.id, attempts: message.attempts, error }, 'email send failed');
      await markAttemptFailed(this.db, message.id, error, retryAt);
    }
  }
}
