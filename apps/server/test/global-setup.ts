import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../src/core/db/database.js';
import { runSeed } from '../src/seed/seed.js';
import {
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  requireTestDatabaseUrl,
  testDatabaseKind,
  throwawayFileService,
  withDatabaseName,
} from './helpers/test-config.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateName: string;
  }
}

const seedOptions = {
  adminEmail: TEST_ADMIN_EMAIL,
  adminPassword: TEST_ADMIN_PASSWORD,
  demoData: false,
  files: throwawayFileService(),
};

/** Migrates and seeds one template database for the whole run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testDatabaseKind() === 'postgres') {
    const url = requireTestDatabaseUrl();
    const templateName = `${new URL(url).pathname.slice(1) || 'test'}_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${templateName}"`);
    await admin.query(`CREATE DATABASE "${templateName}"`);
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabaseName(url, templateName),
    });
    await database.migrate();
    await runSeed(database.db, seedOptions);
    await database.close();
    project.provide('postgresTemplateName', templateName);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await admin
        .query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`)
        .catch(() => admin.query(`DROP DATABASE IF EXISTS "${templateName}"`));
      await admin.end();
    };
  }

  const client = await createPglite();
  const database = await openDatabase({ kind: 'pglite-instance', client });
  await database.migrate();
  await runSeed(database.db, seedOptions);
  const dump = await client.dumpDataDir('none');
  const templatePath = path.join(os.tmpdir(), `backoffice-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('postgresTemplateName', '');
  return async () => {
    fs.rmSync(templatePath, { force: true });
  };
}
