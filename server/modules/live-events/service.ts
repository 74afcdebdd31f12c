import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../db/handle.ts';
import type { NotificationSource } from '../../db/notification-source.ts';
import {
  claimLiveEvent,
  LIVE_CHANNEL,
  type LiveEvent,
  type LiveEventKind,
  liveEventsSince,
  notifyFlush,
  openLiveSource,
  purgeLiveEvents,
} from './repository.ts';

export { type LiveEvent, type LiveEventKind, publishLiveEvent } from './repository.ts';

export type LiveEventListener = (event: LiveEvent) => void;

/**
 * Covers a transaction that began (and took its timestamp) before the connection was lost
 * but committed after, and clocks of this process and the database that disagree a little.
 */
const REPLAY_SLACK_MS = 30_000;
/** How long ids are remembered so a replayed event is not delivered twice. */
const SEEN_FOR_MS = 10 * 60_000;
/** Events are kept this long for replays; far longer than any reconnect takes. */
const KEEP_MS = 60 * 60_000;
const PURGE_EVERY_MS = 10 * 60_000;

/**
 * This instance's end of the live events every instance shares: one listening connection,
 * events handed to the subscribers (open kitchen pages) of this process. After the listening
 * connection comes back, what was recorded while it was away is read from the table and
 * delivered, each event once.
 */
export class LiveEventBus {
  readonly #listeners = new Set<LiveEventListener>();
  readonly #seen = new Map<string, number>();
  readonly #flushes = new Map<string, () => void>();
  /** Claims and once-work under way: stop() waits for them before the database closes. */
  readonly #pending = new Set<Promise<void>>();
  #source: NotificationSource | null = null;
  /** When this process last knew its listening connection was working. */
  #aliveAt = Date.now();
  #purge: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: DbHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    if (this.#source) return;
    const source = openLiveSource(this.db);
    this.#source = source;
    await source.listen(LIVE_CHANNEL, {
      onPayload: (payload) => this.#receive(payload),
      onAlive: () => {
        this.#aliveAt = Date.now();
      },
      onReconnect: () => {
        this.log.info('live events: listening again; reading what was missed');
        this.#replay().catch((err) => this.log.error({ err }, 'live events: replay failed'));
      },
      onError: (err) => this.log.warn({ err }, 'live events: listening connection lost'),
    });
    this.#aliveAt = Date.now();
    this.#purge = setInterval(() => {
      purgeLiveEvents(this.db, new Date(Date.now() - KEEP_MS)).catch((err) =>
        this.log.warn({ err }, 'live events: purge failed'),
      );
    }, PURGE_EVERY_MS);
    this.#purge.unref();
  }

  async stop(): Promise<void> {
    if (this.#purge) clearInterval(this.#purge);
    this.#purge = null;
    const source = this.#source;
    this.#source = null;
    await source?.close();
    await Promise.all(this.#pending);
  }

  /**
   * Resolves once every event committed before the call has been handed to the subscribers:
   * PostgreSQL delivers notifications in commit order, so a marker sent now arrives after them.
   */
  async flush(): Promise<void> {
    const marker = randomUUID();
    const heard = new Promise<void>((resolve) => this.#flushes.set(marker, resolve));
    await notifyFlush(this.db, marker);
    await heard;
  }

  subscribe(listener: LiveEventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * For work that must happen once per event across every instance (a push to a phone): each
   * instance hears the event, one claims it in the database and runs `work`.
   */
  subscribeOnce(
    consumer: string,
    kinds: readonly LiveEventKind[],
    work: (event: LiveEvent) => Promise<void>,
  ): () => void {
    return this.subscribe((event) => {
      if (!kinds.includes(event.kind)) return;
      const running = claimLiveEvent(this.db, event.id, consumer)
        .then((won) => (won ? work(event) : undefined))
        .catch((err) => this.log.error({ err, eventId: event.id, consumer }, 'live events: work failed'))
        .finally(() => this.#pending.delete(running));
      this.#pending.add(running);
    });
  }

  #receive(payload: string): void {
    let message: LiveEvent | { flush: string };
    try {
      message = JSON.parse(payload) as LiveEvent | { flush: string };
    } catch (err) {
      this.log.warn({ err }, 'live events: unreadable notification');
      return;
    }
    this.#aliveAt = Date.now();
    if ('flush' in message) {
      this.#flushes.get(message.flush)?.();
      this.#flushes.delete(message.flush);
      return;
    }
    this.#deliver(message);
  }

  async #replay(): Promise<void> {
    const since = new Date(this.#aliveAt - REPLAY_SLACK_MS);
    this.#aliveAt = Date.now();
    for (const event of await liveEventsSince(this.db, since)) this.#deliver(event);
  }

  #deliver(event: LiveEvent): void {
    const now = Date.now();
    if (this.#seen.has(event.id)) return;
    this.#seen.set(event.id, now);
    for (const [id, at] of this.#seen) {
      if (now - at < SEEN_FOR_MS) break;
      this.#seen.delete(id);
    }
    for (const listener of this.#listeners) {
      try {
        listener(event);
      } catch (err) {
        this.log.error({ err, eventId: event.id }, 'live events: a listener failed');
      }
    }
  }
}
