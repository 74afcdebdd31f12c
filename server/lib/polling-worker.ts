import type { FastifyBaseLogger } from 'fastify';

/**
 * The loop shared by the in-process workers that drain a table (outbox, webhooks): poll,
 * drain a batch, go again at once while there is work, else wait `pollMs`. One batch runs
 * at a time, and stop() waits for it so no send is cut off half way.
 */
export abstract class PollingWorker {
  #timer: NodeJS.Timeout | null = null;
  #running = false;
  #current: Promise<number> | null = null;

  constructor(private readonly polling: { pollMs: number; log: FastifyBaseLogger; name: string }) {}

  /** One batch; returns how many rows were handled. */
  protected abstract drain(): Promise<number>;

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#schedule(0);
  }

  /** Drain soon instead of at the next poll (called after a commit that enqueued work). */
  wake(): void {
    if (this.#running && !this.#current) this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#running = false;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#current?.catch(() => 0);
  }

  drainOnce(): Promise<number> {
    this.#current ??= this.drain().finally(() => {
      this.#current = null;
    });
    return this.#current;
  }

  #schedule(delayMs: number): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.drainOnce()
        .catch((err: unknown) => this.polling.log.error({ err }, `${this.polling.name} drain failed`))
        .then((handled) => {
          if (this.#running) this.#schedule(handled ? 0 : this.polling.pollMs);
        });
    }, delayMs);
    this.#timer.unref();
  }
}
