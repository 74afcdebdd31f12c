import pg from 'pg';
import type { PostgresTarget } from './postgres-hosts.ts';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable.ts';

/**
 * What Kysely's PostgresDialect needs of a pool, over one pg.Pool per listed host (one, or
 * several for a failover pair). New connections go to the host that last answered as a
 * primary; when it refuses them (it died) or turns out to be a standby (a failover demoted
 * it), the hosts are tried again in order and the first primary becomes the current one.
 * In-flight queries on a dying primary fail; callers retry with their idempotency keys. A
 * connection whose query failed for want of its server (reset, timed out) is closed, never
 * handed out again: node-postgres would queue the next query behind the lost one.
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
    const client = (await this.#tryHost(index)) ?? (await this.#connectAfterProbe(index));
    return discardWhenLost(client);
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

const lostClients = new WeakSet<pg.PoolClient>();
const watchedClients = new WeakSet<pg.PoolClient>();

/**
 * The client, closed instead of returned to its pool once one of its queries lost the
 * server. Wrapped once: the pool hands the same client object out again and again.
 */
function discardWhenLost(client: pg.PoolClient): pg.PoolClient {
  if (watchedClients.has(client)) return client;
  watchedClients.add(client);
  // node-postgres emits 'error' on a checked-out client whose server went away between two
  // queries (inside a transaction, say); unheard, that event would end the process.
  client.on('error', () => lostClients.add(client));
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const release = client.release.bind(client);
  const watched = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) lostClients.add(client);
      });
    }
    return result;
  };
  return Object.assign(client, {
    query: watched as pg.PoolClient['query'],
    release: (destroy?: boolean | Error) => release(destroy || lostClients.has(client)),
  });
}
