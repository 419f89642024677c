import { fileURLToPath } from 'node:url';
import { MIN_PASSWORD_LENGTH } from '@frs/contract';
import { buildApp, mailDocumentRenderer } from './app';
import { ConfigError, loadConfig, type TConfig } from './config';
import { openDatabase, type TDatabaseHandle } from './db/database';
import { DataDirLockedError } from './db/lock';
import { serverJobs } from './jobs';
import { startJobs } from './lib/job-runner';
import { startMetricsListener, type TMetricsListener } from './modules/metrics';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  hasDemoUsers,
  hasNoUsers,
  seedDemoData,
  seedFirstSuperAdmin,
} from './seed/demo-seed';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Seeds an empty database: demo data outside production, the first Super Admin in production. */
async function seedIfEmpty(config: TConfig, database: TDatabaseHandle): Promise<'demo' | 'admin' | 'none'> {
  if (!(await hasNoUsers(database.db))) return 'none';
  if (config.production) {
    if (!config.adminEmail || !config.adminPassword) {
      throw new ConfigError('The database has no users: set ADMIN_EMAIL and ADMIN_PASSWORD for the first Super Admin.');
    }
    if (config.adminPassword.length < MIN_PASSWORD_LENGTH) {
      throw new ConfigError(`ADMIN_PASSWORD must have at least ${MIN_PASSWORD_LENGTH} characters.`);
    }
    await seedFirstSuperAdmin(database.db, config.adminEmail, config.adminPassword);
    return 'admin';
  }
  if (database.kind === 'pglite' || config.seedDemo) {
    await seedDemoData(database.db, new Date(), { uploadsDir: config.uploadsDir });
    return 'demo';
  }
  return 'none';
}

function printBanner(
  url: string,
  config: TConfig,
  database: TDatabaseHandle,
  showDemoLogins: boolean,
  metricsPort: number | undefined,
) {
  const lines = [
    '',
    `  Flights Reservation System is running at ${url}`,
    `  API documentation: ${url}/api/docs`,
    `  Database: ${database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL'}`,
  ];
  if (metricsPort !== undefined) lines.push(`  Metrics: http://localhost:${metricsPort}/metrics`);
  else if (config.metrics.token) lines.push(`  Metrics: ${url}/metrics (with METRICS_TOKEN)`);
  if (config.databaseReadUrl) {
    lines.push(
      `  Read replica: reports, exports and history, within ${config.databaseReadMaxLagSeconds} s of the primary`,
    );
  }
  if (!config.webDistDir)
    lines.push('  (No web build found: run `npm run build`, or `npm run dev` for the Vite dev server.)');
  if (showDemoLogins) {
    lines.push('', `  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) {
      lines.push(
        `    ${user.email.padEnd(22)} ${user.adminGroups ?? (user.role === 'user' ? 'user (agent)' : user.role)}`,
      );
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

async function main() {
  const config = loadConfig(process.env, DEFAULT_WEB_DIST);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    readReplica: config.databaseReadUrl
      ? { url: config.databaseReadUrl, maxLagSeconds: config.databaseReadMaxLagSeconds }
      : undefined,
  });
  const mail = {
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    production: config.production,
    smtp: config.smtp,
    // The mail job attaches the documents module's PDFs.
    documents: mailDocumentRenderer(config.uploadsDir),
  };
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    await seedIfEmpty(config, database);
    app = await buildApp({
      config: { ...config, mail },
      database,
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const jobs = startJobs({ db: database.db, jobs: serverJobs(config, { mail }), log: app.log });
  let metricsListener: TMetricsListener | undefined;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Jobs finish their current run first; then app.close() finishes in-flight requests, and its onClose hook closes
    // the database and frees the lock.
    jobs
      .stop()
      .then(() => metricsListener?.close())
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app?.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (config.metrics.port !== undefined) {
    metricsListener = await startMetricsListener({
      port: config.metrics.port,
      host: config.metrics.host,
      token: config.metrics.token,
      onError: (error) => app?.log.error({ err: error }, 'metrics scrape failed'),
    });
  }
  const showDemoLogins = !config.production && (await hasDemoUsers(database.db));
  printBanner(`http://localhost:${port}`, config, database, showDemoLogins, metricsListener?.port);
  // Every process sends webhooks: woken by the commits' notices, claiming rows so that each goes out once.
  await app.webhookDispatcher.start();
  await jobs.tick();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`\n  Cannot start: ${error.message}\n\n`);
  } else {
    process.stderr.write(
      `\n  Cannot start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n\n`,
    );
  }
  process.exit(1);
});
