/** Thrown when no listed host accepts connections as the kind of server asked for. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
}

/** SQLSTATEs of a server going away or refusing writes (a standby, during a failover). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '25006', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);
/** node-postgres says these in words only, without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Query read timeout$/,
  /^Client has encountered a connection error/,
];

/**
 * True when a query failed because its database server could not be reached, went away, or
 * would not take writes just now (a restart, a failover): the connection is not to be used
 * again, and the client should retry (with its idempotency key), which a 503 tells it.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
      return true;
  }
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(err.message));
}
