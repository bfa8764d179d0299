/**
 * The server process (CONTRACT "Two commands", issue 3 "Runtime"): reads the settings, opens,
 * migrates and seeds the database, serves the app + API (and the built SPA from `dist/`) on PORT and
 * the sites origin on SITES_PORT, prints both URLs when ready, and on SIGTERM/SIGINT stops accepting,
 * finishes in-flight requests and closes the database.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, buildSitesApp, LOG_REDACT_PATHS, LOG_SERIALIZERS } from './app.ts';
import { startBackupChannel } from './backup/channel.ts';
import { loadSecretKey, readSettings, SettingsError } from './config.ts';
import { SecretKeyMismatchError } from './crypto/secret-box.ts';
import { sweepPageFiles } from './data/page-files.ts';
import { openDatabase } from './db/connect.ts';
import { FolderLockedError } from './db/folder-lock.ts';

async function main(): Promise<void> {
  const settings = readSettings();
  const logger = { level: settings.logLevel, redact: LOG_REDACT_PATHS, serializers: LOG_SERIALIZERS };
  const secret = loadSecretKey(settings);
  // Opened here rather than in buildApp so the backup channel can reach it; closed after the apps.
  const database = await openDatabase({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl });

  const app = await buildApp({
    database,
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
    s3: settings.s3,
    hostedBase: settings.hostedBase,
    appOrigin: settings.appOrigin,
    sitesDomain: settings.sitesDomain,
    dns: settings.dns,
    secretKey: secret.key,
    spaDir: settings.spaDir,
    seed: true,
    logger,
    files: settings.files,
    outbound: { allowHosts: settings.outboundAllowHosts, timeoutMs: settings.outboundTimeoutMs },
    integrationKeys: settings.integrationKeys,
    mail: settings.mail,
    stripe: settings.stripe,
    campaign: settings.campaign,
    jobs: settings.jobs,
    ai: settings.ai,
    trustProxy: settings.trustProxy,
    auth: { registerPerAddress: { max: settings.registrationsPerHour, windowMs: 60 * 60_000 } },
  });
  if (secret.generated) {
    app.log.warn(
      `Generated SECRET_KEY at ${secret.path}; back it up with the data (it decrypts stored secrets).`,
    );
  }
  // Before any request: the page files of saves that crashed before their commit go (page-files.ts).
  const swept = await sweepPageFiles(app.store.db, app.store.storage, { exclusive: !settings.databaseUrl });
  if (swept > 0) app.log.info(`Removed ${swept} page files no save committed`);
  const sites = buildSitesApp({
    dataDir: settings.dataDir,
    appOrigin: settings.appOrigin,
    logger,
    store: app.store,
    counters: app.counters,
    sitesDomain: settings.sitesDomain,
    trustProxy: settings.trustProxy,
  });

  // `npm run backup` asks this process for snapshots: it holds the embedded database (backup/channel.ts).
  const backups = database.pglite
    ? await startBackupChannel({ dataDir: settings.dataDir, pglite: database.pglite, log: app.log })
    : undefined;

  installShutdown([sites, app], async () => {
    await backups?.close();
    await database.close();
  });
  await app.listen({ port: settings.port, host: settings.host });
  await sites.listen({ port: settings.sitesPort, host: settings.host });

  const appPort = portOf(app) ?? settings.port;
  console.log(`Pagewright is ready: http://localhost:${appPort}`);
  console.log(
    `Sites origin: ${settings.hostedBase} (listening on port ${portOf(sites) ?? settings.sitesPort})`,
  );
  console.log(`Files: ${settings.s3 ? `S3 bucket ${settings.s3.bucket}` : `${settings.dataDir}/files`}`);
  console.log(
    `Database: ${settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded, ${settings.dataDir}/db`}`,
  );
}

function portOf(app: FastifyInstance): number | undefined {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : undefined;
}

function installShutdown(apps: FastifyInstance[], afterApps: () => Promise<void>): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      console.error(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    console.log(`${signal}: finishing in-flight requests and closing the database`);
    // Readiness answers 503 from now on, while the sites origin closes first (routes/health.ts).
    for (const app of apps) if (app.hasDecorator('lifecycle')) app.lifecycle.draining = true;
    try {
      for (const app of apps) await app.close();
      await afterApps();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (
    error instanceof FolderLockedError ||
    error instanceof SettingsError ||
    error instanceof SecretKeyMismatchError
  ) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
