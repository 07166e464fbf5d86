import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { systemClock } from '../../src/core/clock.js';
import { createFileService, type FileService } from '../../src/core/files/service.js';

export const TEST_ADMIN_EMAIL = 'admin@example.com';
export const TEST_ADMIN_PASSWORD = 'Admin12345';

/** A config for tests: quiet, no web build, a throwaway data dir. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `backoffice-test-${process.pid}`),
    WEB_DIST: path.join(os.tmpdir(), 'backoffice-no-web-build'),
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    SEED_DEMO_DATA: '0',
    // tests run the expiry job themselves, on their own clock
    TRANSACTION_EXPIRY_INTERVAL_MS: '0',
    // the origin app.inject() calls from (`Host: localhost:80`): where mailed links may point
    PUBLIC_URL: 'http://localhost',
    ...overrides,
  });
}

/** Which database the integration suite runs on: PGlite by default, PostgreSQL when asked. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export function requireTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A file service on a throwaway local directory (seeding outside an app, unit-level tests). */
export function throwawayFileService(): FileService {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-test-files-'));
  return createFileService(
    {
      store: { kind: 'local', dir: path.join(dir, 'uploads') },
      tempDir: path.join(dir, 'uploads-tmp'),
      cleanupIntervalMs: 0,
    },
    systemClock,
    [],
  );
}
