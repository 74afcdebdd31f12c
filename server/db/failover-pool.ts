import pg from 'pg';
import type { PostgresTarget } from './postgres-hosts.ts';

/** Thrown when no listed host accepts connections as the kind of server asked for. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
}

/**
 * What Kysely's PostgresDialect needs of a pool, over one pg.Pool per listed host. New
 * connections go to the host that last answered as a primary; when it refuses them (it died)
 * or turns out to be a standby (a failover demoted it), the hosts are tried again in order
 * and the first primary becomes the current one. In-flight queries on a dying primary fail;
 * callers retry with their idempotency keys.
 */
export class FailoverPool {
  readonly #pools: pg.Pool[];
  /** Connections not yet asked whether their server is a primary. */
  readonly #unchecked = new WeakSet<pg.PoolClient>();
  #current = 0;
  #probing: Promise<number> | null = null;

  constructor(
    private readonly target: PostgresTarget,
    options: pg.PoolConfig,
  ) {
    this.#pools = target.hosts.map((connectionString) => {
      const pool = new pg.Pool({
        ...options,
        connectionString,
        connectionTimeoutMillis: target.connectTimeoutMs || options.connectionTimeoutMillis,
      });
      pool.on('connect', (client) => this.#unchecked.add(client));
      // An idle connection whose server went away: the pool drops it; nothing to do here.
      pool.on('error', () => {});
      return pool;
    });
  }

  async connect(): Promise<pg.PoolClient> {
    const index = this.#current;
    const client = await this.#tryHost(index);
    if (client) return client;
    return this.#connectAfterProbe(index);
  }

  async end(): Promise<void> {
    await Promise.all(this.#pools.map((pool) => pool.end()));
  }

  async #connectAfterProbe(failed: number): Promise<pg.PoolClient> {
    // Concurrent callers that saw the same host fail share one round of probing.
    if (this.#current === failed) {
      this.#probing ??= this.#probe(failed).finally(() => {
        this.#probing = null;
      });
      this.#current = await this.#probing;
    }
    const client = await this.#tryHost(this.#current);
    if (!client) throw new DatabaseUnavailableError('no primary database server is reachable');
    return client;
  }

  /** The first host, after the one that failed, that answers as a primary. */
  async #probe(failed: number): Promise<number> {
    const count = this.#pools.length;
    for (let step = 1; step <= count; step += 1) {
      const index = (failed + step) % count;
      const client = await this.#tryHost(index);
      if (client) {
        client.release();
        return index;
      }
    }
    throw new DatabaseUnavailableError('no primary database server is reachable');
  }

  /** A connection to the host if it is up and of the kind asked for; else null. */
  async #tryHost(index: number): Promise<pg.PoolClient | null> {
    const pool = this.#pools[index];
    if (!pool) return null;
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch {
      return null;
    }
    if (!this.target.readWrite || !this.#unchecked.has(client)) return client;
    try {
      const { rows } = await client.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
      this.#unchecked.delete(client);
      if (!rows[0]?.standby) return client;
    } catch {
      // Fall through: the connection is no good either way.
    }
    client.release(true);
    return null;
  }
}
