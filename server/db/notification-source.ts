import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PostgresTarget } from './postgres-hosts.ts';

export interface NotificationHandlers {
  onPayload(payload: string): void;
  /** The listening connection answered a ping: nothing was missed up to now. */
  onAlive(): void;
  /** The listening connection was lost and is back: notifications in between were not seen. */
  onReconnect(): void;
  onError(err: unknown): void;
}

/** One listening connection of this server instance. */
export interface NotificationSource {
  listen(channel: string, handlers: NotificationHandlers): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;
/** A silently dead connection (a pulled cable sends no reset) is noticed by a ping this often. */
const PING_MS = 15_000;

export const LISTENER_APPLICATION_NAME = 'gulfpay-listener';

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * PostgreSQL: a dedicated client outside the pool (LISTEN belongs to a session, which a
 * transaction-pooling pgbouncer does not keep), on the direct URL. It reconnects by itself
 * with a growing pause, to whichever listed host is the primary now (NOTIFY is not
 * replicated: a standby never hears it), and says so, so the caller can read what it missed.
 */
export class PostgresNotificationSource implements NotificationSource {
  #client: pg.Client | null = null;
  #closed = false;
  #ping: NodeJS.Timeout | null = null;
  #retry: NodeJS.Timeout | null = null;

  constructor(private readonly target: PostgresTarget) {}

  async listen(channel: string, handlers: NotificationHandlers): Promise<void> {
    await this.#connect(channel, handlers, false);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#ping) clearInterval(this.#ping);
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }

  async #connect(channel: string, handlers: NotificationHandlers, reconnecting: boolean): Promise<void> {
    const client = await this.#openPrimary();
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    let lost = false;
    const onLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.#ping) clearInterval(this.#ping);
      client.end().catch(() => {});
      if (this.#client === client) this.#client = null;
      if (this.#closed) return;
      if (err) handlers.onError(err);
      this.#scheduleReconnect(channel, handlers, RECONNECT_MIN_MS);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    await client.query(`listen ${quoteIdentifier(channel)}`);
    this.#client = client;
    this.#ping = setInterval(() => {
      client.query('select 1').then(handlers.onAlive, onLost);
    }, PING_MS);
    this.#ping.unref();
    if (reconnecting) handlers.onReconnect();
  }

  #scheduleReconnect(channel: string, handlers: NotificationHandlers, delayMs: number): void {
    this.#retry = setTimeout(() => {
      this.#retry = null;
      if (this.#closed) return;
      this.#connect(channel, handlers, true).catch((err) => {
        handlers.onError(err);
        this.#scheduleReconnect(channel, handlers, Math.min(delayMs * 2, RECONNECT_MAX_MS));
      });
    }, delayMs);
    this.#retry.unref();
  }

  async #openPrimary(): Promise<pg.Client> {
    let lastError: unknown = new Error('no database host is listed');
    for (const connectionString of this.target.hosts) {
      const client = new pg.Client({
        connectionString,
        connectionTimeoutMillis: this.target.connectTimeoutMs || 5_000,
        keepAlive: true,
        // Names the session in pg_stat_activity, so an operator (or a drill) can find it.
        application_name: LISTENER_APPLICATION_NAME,
      });
      client.on('error', () => {});
      try {
        await client.connect();
        const { rows } = await client.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
        if (!rows[0]?.standby) {
          client.removeAllListeners('error');
          return client;
        }
        lastError = new Error('the database server is a standby');
      } catch (err) {
        lastError = err;
      }
      await client.end().catch(() => {});
    }
    throw lastError;
  }
}

/**
 * PGlite is one session inside this process, so it never loses its "connection"; LISTEN runs
 * through the caller's query function (the dialect's lock), never beside a transaction.
 */
export class PGliteNotificationSource implements NotificationSource {
  #unsubscribe: (() => void) | null = null;

  constructor(
    private readonly pglite: PGlite,
    private readonly run: (statement: string) => Promise<void>,
  ) {}

  async listen(channel: string, handlers: NotificationHandlers): Promise<void> {
    this.#unsubscribe = this.pglite.onNotification((name, payload) => {
      if (name === channel) handlers.onPayload(payload);
    });
    await this.run(`listen ${quoteIdentifier(channel)}`);
  }

  async close(): Promise<void> {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }
}
