import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';

/** node-postgres's own parameter serialiser: public at runtime, missing from @types/pg. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;

/**
 * A Kysely dialect over PGlite. PGlite is ONE database session, so every connection Kysely
 * acquires is that same session: a mutex hands it to one user at a time, which keeps
 * transactions from interleaving (an interleaved ROLLBACK would discard another caller's
 * work). Consequence: inside `db.transaction()` use the `trx` object only — a query on `db`
 * there waits for the transaction to end, i.e. forever.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

/** FIFO mutex: a waiter queue of resolvers. */
export class Mutex {
  #locked = false;
  #waiters: Array<() => void> = [];

  async lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiters.push(resolve));
  }

  unlock(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#locked = false;
  }
}

type WireValue = string | ArrayBufferView | null;

const toWireValue = (value: unknown): WireValue => prepareValue(value) as WireValue;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

interface Statement {
  name: string;
  /** Its result columns once known (null: it returns no rows), so later runs skip Describe. */
  rowDescription: BackendMessage | null | undefined;
}

/** Named statements kept parsed in the session; beyond this the least recently used is closed. */
const STATEMENT_CACHE_SIZE = 256;

function concat(messages: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(messages.reduce((sum, message) => sum + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    buffer.set(message, offset);
    offset += message.length;
  }
  return buffer;
}

/**
 * Each query is ONE pass through the WASM backend: [Close…] [Parse] Bind, Describe, Execute,
 * Sync in a single buffer. `pglite.query` sends them one call at a time after an extra
 * Describe of the statement, and re-parses and re-plans every statement: together that was
 * most of the cost of a request. Statements are parsed once under a name and reused (the
 * session is ours alone). Parameters are serialised the way node-postgres serialises them,
 * so the same repository code means the same thing on PGlite and on PostgreSQL.
 */
class PGliteConnection implements DatabaseConnection {
  /** SQL → parsed statement, least recently used first. */
  readonly #statements = new Map<string, Statement>();
  #closing: string[] = [];
  #nextName = 0;

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { serialize } = protocol;
    const { sql } = compiledQuery;
    // The serialiser reuses one writer: copy each message before building the next.
    const messages = this.#closing.map((name) => serialize.close({ type: 'S', name }).slice());
    this.#closing = [];
    let statement = this.#statements.get(sql);
    const parsed = statement !== undefined;
    if (statement !== undefined) {
      this.#statements.delete(sql);
      this.#statements.set(sql, statement);
    } else {
      statement = { name: `k${this.#nextName++}`, rowDescription: undefined };
      messages.push(serialize.parse({ name: statement.name, text: sql }).slice());
    }
    const described = statement.rowDescription !== undefined;
    messages.push(
      serialize
        .bind({ statement: statement.name, values: compiledQuery.parameters.map(toWireValue) })
        .slice(),
    );
    if (!described) messages.push(serialize.describe({ type: 'P' }).slice());
    messages.push(serialize.execute({}).slice(), serialize.sync().slice());
    const { messages: replies } = await this.pglite.execProtocol(concat(messages), { throwOnError: false });
    // A statement that parsed stays valid even when its execution failed.
    if (!parsed && replies.some((reply) => reply.name === 'parseComplete')) this.#remember(sql, statement);
    const error = replies.find((reply) => reply.name === 'error');
    if (error) throw error;
    if (!described) {
      // PostgreSQL refuses to change a named statement's result columns, so this stays true.
      statement.rowDescription = replies.find((reply) => reply.name === 'rowDescription') ?? null;
    } else if (statement.rowDescription) {
      replies.unshift(statement.rowDescription);
    }
    const results = parse.parseResults(replies, this.pglite.parsers, { rowMode: 'object' });
    const result = results[results.length - 1];
    return {
      rows: (result?.rows ?? []) as R[],
      numAffectedRows: result?.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  #remember(sql: string, statement: Statement) {
    this.#statements.set(sql, statement);
    if (this.#statements.size <= STATEMENT_CACHE_SIZE) return;
    const [oldest] = this.#statements;
    if (!oldest) return;
    this.#statements.delete(oldest[0]);
    // Closed with the next query: Close is accepted even inside a failed transaction.
    this.#closing.push(oldest[1].name);
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // PGlite materialises results anyway; one chunk is honest.
    yield await this.executeQuery<R>(compiledQuery);
  }
}

class PGliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: PGliteConnection;

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    // Wait for the current holder so its commit reaches disk before the close.
    await this.#mutex.lock();
    try {
      if (!this.pglite.closed) await this.pglite.close();
    } finally {
      this.#mutex.unlock();
    }
  }
}
