import { buildApp } from './app.js';
import { ConfigError, linkOriginsWarning, loadConfig } from './config.js';
import { DatabaseLockedError, DatabaseUnreachableError } from './core/db/database-errors.js';
import { keysKeptInDatabase } from './core/secrets.js';
import { runSeed } from './seed/seed.js';

/** Entry point: read config, build, migrate, seed, listen, and shut down cleanly. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(75);
    }
    // EX_UNAVAILABLE: one line naming the host, no stack (a supervisor restarts the server)
    if (error instanceof DatabaseUnreachableError) {
      console.error(error.message);
      process.exit(69);
    }
    throw error;
  }

  const keptInDatabase = keysKeptInDatabase(config);
  if (config.env === 'production' && keptInDatabase.length > 0) {
    // once per start: production should hold its keys outside the database (docs/operations.md)
    const what: Record<string, string> = {
      JWT_SECRET: 'JWT_SECRET (signs access tokens: a copy of the database signs in as anyone)',
      SECRETS_KEY: 'SECRETS_KEY (decrypts the stored PayPal secrets)',
    };
    app.log.warn(
      `Keys kept in the database, and so in every backup of it: ${keptInDatabase.map((name) => what[name]).join('; ')}. Set them in the environment (docs/operations.md, "Keys and backups").`,
    );
  }

  const linkWarning = linkOriginsWarning(config);
  if (linkWarning) app.log.warn(linkWarning);

  const seeded = await runSeed(app.deps.database.db, {
    adminEmail: config.admin.email,
    adminPassword: config.admin.password,
    demoData: config.seedDemoData,
    files: app.deps.files,
    log: (message) => app.log.info(message),
  });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      // close() stops accepting, waits for in-flight requests, then runs onClose (database).
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const shownHost =
    config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  Back-office is running at http://${shownHost}:${port}/`,
    `  API: http://${shownHost}:${port}/api  (docs: /api/docs)`,
    `  Database: ${config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    // a reset asked for from any other address is refused (docs/operations.md, "Mail")
    `  Links in mails: ${config.linkOrigins.join(', ')} (PUBLIC_URL, APP_ORIGINS)`,
  ];
  if (seeded.adminCreated) {
    lines.push(`  Admin sign-in: ${seeded.adminEmail}`);
    lines.push(
      seeded.generatedPassword
        ? `  Admin password (generated, shown only once): ${seeded.generatedPassword}`
        : '  Admin password: the value of ADMIN_PASSWORD',
    );
  } else {
    lines.push(`  Admin sign-in: ${seeded.adminEmail} (password as set on first start)`);
  }
  // The banner is the last thing a first start prints: pino writes asynchronously, so the log
  // lines written so far ("Server listening at …") are flushed before it.
  await new Promise<void>((resolve) => {
    const logger = app.log as { flush?: (done: () => void) => void };
    if (logger.flush) logger.flush(() => resolve());
    else resolve();
  });
  // sonic-boom may still hold the last write in flight after flush's callback
  await new Promise((resolve) => setTimeout(resolve, 50));
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
