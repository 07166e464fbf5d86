import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { DatabaseLockedError } from '../core/db/database-errors.js';
import { migrationsPending, openDatabase } from '../core/db/database.js';
import { systemClock } from '../core/clock.js';
import { cleanupUnusedFiles } from '../core/files/cleanup.js';
import { createFileService } from '../core/files/service.js';
import { MODULES } from '../modules/index.js';
import { createOfferSchema } from '@backoffice/contract/offers';
import { eq, sql } from 'drizzle-orm';
import { bigOfferInput } from '../modules/offers/big-offer.js';
import { offer } from '../modules/offers/schema.js';
import * as offers from '../modules/offers/service.js';
import { backup, defaultBackupFile, restore } from './backup.js';
import { seedScale } from './seed-scale.js';

/**
 * `npm run backup [file]`, `npm run restore <file>` and `npm run migrate` (scripts/ops.mjs runs
 * this; `npm run files:cleanup` is `files-cleanup`). `migrate` is for a server that runs as a role without DDL rights: the owner applies a
 * release's migrations with it before the new version starts.
 */
async function main(): Promise<void> {
  const [command, fileArgument] = process.argv.slice(2);
  const config = loadConfig();
  const where =
    config.database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${config.database.dataDir}`;
  if (command === 'backup') {
    const file = fileArgument ? path.resolve(fileArgument) : defaultBackupFile(config);
    await backup(config, file);
    console.log(`Backed up ${where} to ${file}`);
  } else if (command === 'migrate') {
    const database = await openDatabase(
      config.database.kind === 'postgres'
        ? { kind: 'postgres', url: config.database.url }
        : { kind: 'pglite', dataDir: config.database.dataDir },
    );
    try {
      const pending = await migrationsPending(database.db);
      await database.migrate();
      console.log(pending ? `Migrated ${where}` : `${where} is up to date`);
    } finally {
      await database.close();
    }
  } else if (command === 'files-cleanup') {
    // the same run the server does every FILES_CLEANUP_INTERVAL_MS (docs/operations.md)
    const database = await openDatabase(
      config.database.kind === 'postgres'
        ? { kind: 'postgres', url: config.database.url }
        : { kind: 'pglite', dataDir: config.database.dataDir },
    );
    const files = createFileService(
      config.files,
      systemClock,
      MODULES.flatMap((module) => module.fileReferences ?? []),
    );
    try {
      const result = await cleanupUnusedFiles(files, database.db);
      console.log(
        result.ran
          ? `Removed ${result.removedFiles.length} unused file(s), ${result.removedOrphanObjects} stored object(s) without a record and ${result.removedSpoolFiles} abandoned upload(s)`
          : 'Another process is cleaning up right now; nothing done',
      );
    } finally {
      await files.store.close();
      await database.close();
    }
  } else if (command === 'seed-big-offer') {
    // the size budget of REQ-PERF-5: 100 sections × 10 elements, replacing an earlier one
    const database = await openDatabase(
      config.database.kind === 'postgres'
        ? { kind: 'postgres', url: config.database.url }
        : { kind: 'pglite', dataDir: config.database.dataDir },
    );
    const files = createFileService(config.files, systemClock, []);
    try {
      await database.migrate();
      const slug = 'duza-oferta-1000-elementow';
      await database.db.delete(offer).where(eq(offer.slugPl, slug));
      const { data } = createOfferSchema.parse({ data: bigOfferInput(slug) });
      const actor = { id: null, email: null, ip: null };
      const started = performance.now();
      const { id } = await offers.create(database.db, files, actor, data);
      console.log(
        `Created offer ${id} (/pages/${id}/edit) with 100 sections × 10 elements in ${Math.round(performance.now() - started)} ms`,
      );
    } finally {
      await files.store.close();
      await database.close();
    }
  } else if (command === 'seed-scale') {
    // REQ-SCALE-1: 200,000 investors, 1,000,000 orders and transactions (fileArgument: another
    // order count, e.g. 50000 for a quick look); PostgreSQL is the target, PGlite works but slowly
    const orderCount = fileArgument ? Number(fileArgument) : 1_000_000;
    if (!Number.isInteger(orderCount) || orderCount < 1)
      throw new Error('Usage: npm run seed:scale [orders]');
    const database = await openDatabase(
      config.database.kind === 'postgres'
        ? { kind: 'postgres', url: config.database.url }
        : { kind: 'pglite', dataDir: config.database.dataDir },
    );
    try {
      await database.migrate();
      const started = performance.now();
      const result = await seedScale(database.db, {
        investors: Math.max(1, Math.round(orderCount / 5)),
        orders: orderCount,
        log: (line) => console.log(`  ${line}`),
      });
      const analyse = performance.now();
      // index-only scans need the visibility map VACUUM writes; the planner needs the statistics
      for (const table of ['users', 'orders', 'transaction', 'investment', 'share']) {
        await database.db.execute(sql.raw(`vacuum analyze "${table}"`));
      }
      console.log(`  vacuum analyze (${((performance.now() - analyse) / 1000).toFixed(1)} s)`);
      console.log(
        `Seeded ${where}: ${result.investors} investors, ${result.orders} orders, ${result.transactions} transactions, ${result.investments} investments, ${result.shares} shares in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      await database.close();
    }
  } else if (command === 'restore' && fileArgument) {
    const previous = await restore(config, path.resolve(fileArgument));
    console.log(`Restored ${where} from ${path.resolve(fileArgument)}`);
    if (previous) console.log(`The directory it replaced is kept in ${previous}`);
  } else {
    console.error(
      'Usage: npm run backup [file] | npm run restore <file> | npm run migrate | npm run files:cleanup | npm run seed:big-offer | npm run seed:scale [orders]',
    );
    process.exit(64);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
    if (error instanceof DatabaseLockedError) console.error('Stop the server first.');
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
