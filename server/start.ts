import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { DEMO_HISTORY_COUNT, seedDemoData } from './db/seed.ts';

// V8 lets the old generation grow to up to 4× what survived the last full collection before it
// collects again. Reading from PostgreSQL, the rows of an export arrive over several socket
// reads, and young collections in between move ~20 % of them, dead soon after, into the old
// generation: 100,000 rows piled up ~140 MB there. Growing by at most half keeps an export on
// PostgreSQL ~90 MB smaller for ~10 % more CPU (bench/export.ts). Read at each full collection.
setFlagsFromString('--heap-growing-percent=50');

const startedAt = performance.now();
const config = loadConfig();
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  directUrl: config.databaseDirectUrl,
  queryTimeoutMs: config.databaseQueryTimeoutMs,
  dataDir: config.dataDir,
  fsync: config.pgliteFsync,
});
// Migrations may build indexes for minutes: no query timeout. And Kysely's migrator holds a
// session-level advisory lock, which a transaction pooler would hand to another client: they
// take the direct connection when there is one.
if (config.databaseUrl) {
  const migrating = await openDatabase({ databaseUrl: config.databaseDirectUrl ?? config.databaseUrl });
  await migrateToLatest(migrating).finally(() => migrating.destroy());
} else {
  await migrateToLatest(db);
}
const seeded = config.seedDemo
  ? await seedDemoData(db, config.scryptLogN, {
      history: DEMO_HISTORY_COUNT,
      credentials: config.demoCredentials ? 'published' : 'generated',
    })
  : null;

const app = await buildApp({ db, config });
app.outbox.start();
await app.listen({ port: config.port, host: config.host });

// What the embedded database promises, said where the operator looks (README "What the
// embedded database promises").
const storage = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : config.pgliteFsync
    ? `PGlite in ${config.dataDir} (each commit flushed to disk; one process, no replica or backup: take real money on PostgreSQL)`
    : `PGlite in ${config.dataDir} with PGLITE_FSYNC off: a power cut or OS crash can lose answered payments`;
const lines = [
  '',
  `  Gulf Pay is running at ${config.publicUrl}/  (ready in ${Math.round(performance.now() - startedAt)} ms)`,
  `  Database: ${storage}${seeded ? ' — demo data seeded' : ''}`,
  `  Email: ${config.smtpUrl ? 'SMTP' : `kept in the database (superusers read them at ${config.publicUrl}/en/admin/outbox)`}`,
];
// Only the start that seeded knows the secrets (the database keeps hashes): they show once.
if (seeded) {
  lines.push(
    config.demoCredentials
      ? '  Demo accounts, the ones published in the README (DEMO_CREDENTIALS=1):'
      : '  Demo accounts, generated for this install and shown only now (keep them somewhere safe):',
  );
  for (const account of seeded.accounts) {
    lines.push(`    ${account.username} / ${account.password}  (${account.role})`);
  }
  lines.push('  Demo API keys (Authorization: Api-Key <key>):');
  for (const demo of seeded.apiKeys) lines.push(`    ${demo.plugin}: ${demo.key}`);
}
console.log(`${lines.join('\n')}\n`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stops accepting, lets in-flight requests finish, stops the outbox worker after its
  // batch (onClose); then the database closes so PGlite flushes what was committed.
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 15_000);
  try {
    await app.close();
    await db.destroy();
    clearTimeout(timer);
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
