import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses PGlite in ./data when DATABASE_URL is unset', () => {
    const config = loadConfig({});
    expect(config.database.kind).toBe('pglite');
    expect(config.port).toBe(3000);
    expect(config.auth.accessTokenTtl).toBe(900);
    expect(config.auth.refreshTokenTtl).toBe(14 * 24 * 3600);
    expect(config.corsOrigins).toEqual([]);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@localhost:5432/db' });
  });

  it('rejects a bad variable with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT="eighty"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: '-5' })).toThrow(/ACCESS_TOKEN_TTL/);
  });

  it('has timeouts and a header limit for slow clients, and refuses a headers timeout above the request timeout', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
      maxHeaderSize: 16_384,
    });
    expect(
      loadConfig({ REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '1000' }).http,
    ).toMatchObject({ requestTimeoutMs: 2000, headersTimeoutMs: 1000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' })).toThrow(
      /HEADERS_TIMEOUT_MS="2000": must not exceed REQUEST_TIMEOUT_MS/,
    );
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.kind).toBe('pglite');
  });
});
