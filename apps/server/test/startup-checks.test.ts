import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createPglite } from '../src/core/db/database.js';
import { requireFreshBuild, SERVER_ENTRY, startServerProcess } from './helpers/server-process.js';
import { clonePostgresTemplate } from './helpers/test-app.js';
import { testDatabaseKind } from './helpers/test-config.js';

const kind = testDatabaseKind();
const KEYS_WARNING = /Keys kept in the database/g;

let tmp: string;
let env: Record<string, string>;
let cleanup: () => Promise<void> = async () => {};

beforeAll(async () => {
  requireFreshBuild();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-startup-'));
  if (kind === 'postgres') {
    const clone = await clonePostgresTemplate();
    env = { DATABASE_URL: clone.url };
    cleanup = clone.drop;
  } else {
    const dataDir = path.join(tmp, 'data');
    fs.mkdirSync(dataDir);
    const client = await createPglite(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]),
    });
    await client.close();
    env = { DATA_DIR: dataDir };
  }
});
afterAll(async () => {
  await cleanup();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Starts the built server in production, lets it come up, stops it: what it printed. */
async function startAndStop(extra: Record<string, string>): Promise<string> {
  const server = await startServerProcess({ ...env, NODE_ENV: 'production', ...extra });
  const { code } = await server.stop();
  expect(code, server.output()).toBe(0);
  return server.output();
}

describe('start-up checks (the built server)', () => {
  it('in production, warns once that JWT_SECRET and SECRETS_KEY are kept in the database', async () => {
    const output = await startAndStop({});
    expect(output.match(KEYS_WARNING), output).toHaveLength(1);
    const line =
      output.split('\n').find((text) => text.includes('Keys kept in the database')) ?? '';
    expect(JSON.parse(line)).toMatchObject({ level: 40 });
    expect(line).toContain('JWT_SECRET');
    expect(line).toContain('SECRETS_KEY');
  }, 120_000);

  it('names only the key left in the database, and says nothing when both come from the environment', async () => {
    const jwtOnly = await startAndStop({ JWT_SECRET: 'x'.repeat(40) });
    expect(jwtOnly.match(KEYS_WARNING), jwtOnly).toHaveLength(1);
    expect(jwtOnly).not.toMatch(/JWT_SECRET \(/);
    expect(jwtOnly).toMatch(/SECRETS_KEY \(/);

    const both = await startAndStop({ JWT_SECRET: 'x'.repeat(40), SECRETS_KEY: 'y'.repeat(40) });
    expect(both).not.toMatch(KEYS_WARNING);
  }, 120_000);

  it('refuses ADMIN_PASSWORD=Password1 with one line naming the variable, not the password', () => {
    const result = spawnSync(process.execPath, [SERVER_ENTRY], {
      cwd: tmp,
      env: {
        PATH: process.env.PATH ?? '',
        ...env,
        NODE_ENV: 'production',
        PORT: '0',
        ADMIN_PASSWORD: 'Password1',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(78);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Invalid configuration: ADMIN_PASSWORD: .*most commonly used/),
    ]);
    expect(result.stderr).not.toContain('Password1');
  });
});
