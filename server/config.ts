/**
 * Server configuration, read from the environment once at start.
 *
 * - PORT (8080): HTTP port.
 * - HOST (0.0.0.0): interface to listen on.
 * - DATA_DIR (./data): where the embedded PGlite database keeps its files.
 * - DATABASE_URL (unset): postgres://… switches from embedded PGlite to PostgreSQL. Several hosts
 *   (`postgres://u:p@h1:5432,h2:5432/db?target_session_attrs=read-write`): the first primary.
 * - DATABASE_DIRECT_URL (unset): when DATABASE_URL goes through a transaction-pooling pgbouncer, a
 *   URL straight to PostgreSQL for what needs a session of its own (listening for live events,
 *   migrations' advisory lock).
 * - DATABASE_QUERY_TIMEOUT_MS (15000): PostgreSQL: a query unanswered this long fails (503) and its
 *   connection is dropped, so a database server that vanished mid-query cannot hold requests.
 *   0: no limit.
 * - PGLITE_FSYNC (on): "0"/"false"/"off" lets PGlite answer commits before they reach the disk:
 *   faster, and a power cut or OS crash can lose them. Only for throwaway data (demos, benchmarks).
 * - PUBLIC_URL (http://localhost:PORT): the address people reach the product at; used in email links.
 * - SMTP_URL (unset): smtp://user:pass@host:port (smtps:// for TLS). Unset: emails are kept in the
 *   database (status "kept") instead of being sent; superusers read them on the Outbox page
 *   (/{lang}/admin/outbox, GET /api/v1/admin/outbox).
 * - MAIL_FROM (Gulf Pay <no-reply@gulfpay.test>): sender of outgoing email.
 * - JWT_SECRET (unset): signs access tokens. Unset: generated once and stored in the database, so
 *   restarts keep sessions and instances sharing a database share it.
 * - SECRETS_KEY (unset): encrypts secrets the server reads back (authenticator apps' seeds for
 *   two-factor sign-in). Unset: generated once and stored in the database, which keeps them out of
 *   logs and exports but not from whoever copies the whole database; set it in production.
 * - SESSION_IDLE_MS (1200000): idle time before the PWA shows "session expired" (SPEC 9).
 * - ACCESS_TOKEN_TTL_S (300): access token lifetime in seconds.
 * - REFRESH_TOKEN_TTL_S (1209600): refresh token lifetime in seconds (14 days).
 * - LOG_LEVEL (info): pino log level (fatal, error, warn, info, debug, trace, silent).
 * - SEED_DEMO (on): "0"/"false" skips seeding demo data into an empty database.
 * - DEMO_CREDENTIALS (off): "1"/"true" seeds the demo accounts and API keys with the passwords and
 *   keys published in the README (tests, demos). Off: they get secrets generated for this install,
 *   printed once, by the start that seeds them. Only matters when the demo data is seeded.
 * - TRUST_PROXY (off): "1"/"true" when behind a reverse proxy, so the client address (used by the
 *   throttle of sign-in, reset requests, code pairing and vouchers) comes from X-Forwarded-For.
 * - STATIC_DIR (./dist): the built PWA served with an SPA fallback; the API runs without it.
 * - FCM_SERVICE_ACCOUNT_FILE / FCM_SERVICE_ACCOUNT_JSON (unset): a Firebase service account (the
 *   file's path, or its JSON text) to send new-order web pushes through FCM HTTP v1. Unset: no push.
 * - FCM_BASE_URL (https://fcm.googleapis.com): where FCM's messages:send lives (tests point it at a fake).
 * - OUTBOUND_ALLOW_LOCAL (off): "1"/"true" lets merchant-given URLs (webhook_url, the SMS
 *   provider) use http and loopback addresses (127.0.0.0/8, ::1, localhost), for trying them
 *   against a receiver on this machine. Private, link-local and other internal ranges stay refused. Never in production.
 */
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  databaseDirectUrl: string | null;
  databaseQueryTimeoutMs: number;
  pgliteFsync: boolean;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  jwtSecret: string | null;
  secretsKey: string | null;
  sessionIdleMs: number;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  logLevel: string;
  seedDemo: boolean;
  demoCredentials: boolean;
  staticDir: string;
  trustProxy: boolean;
  /** log2 of scrypt's N; tests lower it because hashing is deliberately slow. */
  scryptLogN: number;
  /** Largest accepted request body; JSON APIs here never need more. */
  bodyLimit: number;
  outboxPollMs: number;
  outboxMaxAttempts: number;
  fcmServiceAccountFile: string | null;
  fcmServiceAccountJson: string | null;
  fcmBaseUrl: string;
  outboundAllowLocal: boolean;
  /**
   * How soon a provider's new attempt is first asked about, and how often the reconciliation
   * worker looks for questions due (the back-off after the first is src/domain/reconciliation.ts).
   */
  reconcileAfterMs: number;
  reconcilePollMs: number;
}

type Env = Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer`);
  return parsed;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const port = int(env.PORT, 8080, 'PORT');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || null,
    databaseQueryTimeoutMs: int(env.DATABASE_QUERY_TIMEOUT_MS, 15_000, 'DATABASE_QUERY_TIMEOUT_MS'),
    pgliteFsync: flag(env.PGLITE_FSYNC, true),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Gulf Pay <no-reply@gulfpay.test>',
    jwtSecret: env.JWT_SECRET || null,
    secretsKey: env.SECRETS_KEY || null,
    sessionIdleMs: int(env.SESSION_IDLE_MS, 1_200_000, 'SESSION_IDLE_MS'),
    accessTokenTtlS: int(env.ACCESS_TOKEN_TTL_S, 300, 'ACCESS_TOKEN_TTL_S'),
    refreshTokenTtlS: int(env.REFRESH_TOKEN_TTL_S, 1_209_600, 'REFRESH_TOKEN_TTL_S'),
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: flag(env.SEED_DEMO, true),
    demoCredentials: flag(env.DEMO_CREDENTIALS, false),
    staticDir: resolve(env.STATIC_DIR || './dist'),
    trustProxy: flag(env.TRUST_PROXY, false),
    scryptLogN: 15,
    bodyLimit: 256 * 1024,
    outboxPollMs: 1000,
    outboxMaxAttempts: 5,
    fcmServiceAccountFile: env.FCM_SERVICE_ACCOUNT_FILE || null,
    fcmServiceAccountJson: env.FCM_SERVICE_ACCOUNT_JSON || null,
    fcmBaseUrl: (env.FCM_BASE_URL || 'https://fcm.googleapis.com').replace(/\/+$/, ''),
    outboundAllowLocal: flag(env.OUTBOUND_ALLOW_LOCAL, false),
    reconcileAfterMs: int(env.RECONCILE_AFTER_MS, 60_000, 'RECONCILE_AFTER_MS'),
    reconcilePollMs: int(env.RECONCILE_POLL_MS, 15_000, 'RECONCILE_POLL_MS'),
  };
}
