import { describe, expect, it } from 'vitest';
import { ConfigError, linkOriginsWarning, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses PGlite in ./data when DATABASE_URL is unset', () => {
    const config = loadConfig({});
    expect(config.database.kind).toBe('pglite');
    expect(config.port).toBe(3000);
    expect(config.auth.accessTokenTtl).toBe(900);
    expect(config.auth.refreshTokenTtl).toBe(14 * 24 * 3600);
    expect(config.corsOrigins).toEqual([]);
  });

  it("mailed links may point only at PUBLIC_URL and APP_ORIGINS, else at the server's own address", () => {
    expect(loadConfig({}).linkOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(loadConfig({ HOST: '10.0.0.5', PORT: '8080' }).linkOrigins).toEqual([
      'http://10.0.0.5:8080',
    ]);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://Admin.Example.com/',
        APP_ORIGINS: 'https://backoffice.example.com:443, http://intranet:8080',
        CORS_ORIGINS: 'https://site.example.com',
      }).linkOrigins,
    ).toEqual([
      'https://admin.example.com',
      'https://backoffice.example.com',
      'http://intranet:8080',
    ]);
    expect(() => loadConfig({ APP_ORIGINS: 'admin.example.com' })).toThrow(
      /APP_ORIGINS="admin.example.com": must be an http\(s\) address/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://admin.example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('warns in production when mailed links would point at the listening address', () => {
    const warning = linkOriginsWarning(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' }));
    expect(warning).toContain('http://localhost:3000');
    expect(warning).toContain('PUBLIC_URL=https://');
    expect(
      linkOriginsWarning(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://bo.example' })),
    ).toBeNull();
    expect(
      linkOriginsWarning(loadConfig({ NODE_ENV: 'production', APP_ORIGINS: 'https://bo.example' })),
    ).toBeNull();
    expect(linkOriginsWarning(loadConfig({ NODE_ENV: 'development' }))).toBeNull();
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@localhost:5432/db',
      startupTimeoutMs: 60_000,
    });
  });

  it('waits DATABASE_STARTUP_TIMEOUT_MS for an unreachable database at start (0: one try)', () => {
    const url = 'postgres://u@localhost:5432/db';
    expect(
      loadConfig({ DATABASE_URL: url, DATABASE_STARTUP_TIMEOUT_MS: '0' }).database,
    ).toMatchObject({ startupTimeoutMs: 0 });
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_STARTUP_TIMEOUT_MS: '-1' })).toThrow(
      /DATABASE_STARTUP_TIMEOUT_MS/,
    );
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

  it('reads TRUST_PROXY as a hop count or a list of proxies, never as "trust every hop"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    // the old on/off values now mean the nearest proxy only
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,2001:db8::/32,loopback' }).trustProxy,
    ).toEqual(['10.0.0.1', '172.16.0.0/12', '2001:db8::/32', 'loopback']);
    for (const bad of ['yes', '10.0.0.1,', '10.0.0.0/33', 'proxy.example.com']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY=.*number of proxy hops/);
    }
  });

  it('holds ADMIN_PASSWORD to the password rule, in one line that does not repeat it', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'Quiet-Harbour-42' }).admin.password).toBe(
      'Quiet-Harbour-42',
    );
    const refusal = (password: string) => {
      try {
        loadConfig({ ADMIN_PASSWORD: password });
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal('Password1')).toMatch(
      /^Invalid configuration: ADMIN_PASSWORD: .*most commonly used/,
    );
    expect(refusal('Password1')).not.toContain('Password1');
    expect(refusal('Password1')).not.toContain('\n');
    expect(refusal('short1A')).toMatch(
      /ADMIN_PASSWORD: .*at least 8 characters, a capital letter and a digit/,
    );
    expect(refusal('alllowercase1')).toMatch(/a capital letter/);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.kind).toBe('pglite');
  });
});
