import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { passwordProblem } from './core/auth/password-rules.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .transform((value) => value === '1' || value === 'true');

const seconds = z.coerce.number().int().positive();

/** proxy-addr's names for whole ranges, which Fastify's `trustProxy` list accepts too. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the server are trusted to say the client's address
 * (`X-Forwarded-For`): none (0, false), the N nearest (1 or true = one, the usual reverse
 * proxy or load balancer), or those at the listed addresses and CIDR ranges. "Trust every
 * hop" is not offered: then a client names its own address, and the per-IP sign-in limit
 * counts whatever it says (docs/operations.md, "Behind a reverse proxy").
 */
const trustProxySetting = z.string().transform((raw, context): false | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => entry !== '' && isAddressOrRange(entry))) return entries;
  context.addIssue({
    code: 'custom',
    message:
      'must be 0, a number of proxy hops (1 = the nearest proxy), or a comma-separated list of proxy addresses or CIDR ranges',
  });
  return z.NEVER;
});

/** Every environment variable the server reads. README and .env.example list the same set. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // How long a start waits for an unreachable DATABASE_URL (retrying) before it gives up.
  DATABASE_STARTUP_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST: z.string().min(1).optional(),
  ACCESS_TOKEN_TTL: seconds.default(15 * 60),
  REFRESH_TOKEN_TTL: seconds.default(14 * 24 * 60 * 60),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECRETS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  // the rule every password set in the product follows (core/auth/password-rules.ts)
  ADMIN_PASSWORD: z
    .string()
    .superRefine((value, context) => {
      const problem = passwordProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem.message });
    })
    .optional(),
  SEED_DEMO_DATA: booleanFlag.default(true),
  CORS_ORIGINS: z.string().default(''),
  // Where the back-office is opened: the only origins a link in a mail may point at (REQ-SEC-2).
  PUBLIC_URL: z.url().optional(),
  APP_ORIGINS: z.string().default(''),
  // The investors' own site (REQ-RULES-6): an investor created by staff is mailed a link to it
  INVESTOR_SITE_URL: z.url().optional(),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  TRUST_PROXY: trustProxySetting.default(false),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Back-office <no-reply@example.com>'),
  OUTBOX_DIR: z.string().optional(),
  SYSTEM_MAINTENANCE: booleanFlag.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // Slow or abusive clients: how long a request's headers, and the whole request, may take to
  // arrive; how long an idle kept-alive connection stays open; the largest header block.
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  // Longer than the 60 s idle timeout of common load balancers, so they close first.
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),
  MAX_HEADER_SIZE: z.coerce
    .number()
    .int()
    .min(1024)
    .default(16 * 1024),
  // Files: unset S3_BUCKET keeps uploads on local disk under DATA_DIR/uploads.
  UPLOADS_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // MinIO, s3rver and most S3-compatible servers want path-style addresses; AWS does not.
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_PREFIX: z.string().default(''),
  // How often the unused-file cleanup runs inside the server (0 = never: run it by command).
  FILES_CLEANUP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60 * 60 * 1000),
  // How often the server expires unpaid transactions past their waitUntil (0 = never).
  TRANSACTION_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  // The public site's revalidation webhook (offers): unset = revalidation is recorded as a no-op.
  REVALIDATE_WEBHOOK_URL: z.url().optional(),
  REVALIDATE_WEBHOOK_SECRET: z.string().min(1).optional(),
  REVALIDATE_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  // The map element (offers): a Nominatim-compatible geocoder and the map's tile URL template.
  GEOCODER_URL: z.url().optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  MAP_TILE_URL: z.string().min(1).optional(),
});

export type Env = z.input<typeof envSchema>;

const SECRET_VARIABLE = /PASSWORD|SECRET|_KEY/;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  database:
    | { kind: 'pglite'; dataDir: string }
    | { kind: 'postgres'; url: string; startupTimeoutMs: number };
  dataDir: string;
  webDist: string;
  auth: {
    accessTokenTtl: number;
    refreshTokenTtl: number;
    jwtSecret: string | undefined;
  };
  /** encrypts stored third-party secrets (PayPal); unset = generated, kept in the database */
  secretsKey: string | undefined;
  admin: { email: string; password: string | undefined };
  seedDemoData: boolean;
  corsOrigins: string[];
  /**
   * The origins a mailed link may point at (`PUBLIC_URL`, then `APP_ORIGINS`; unset, the
   * address the server listens on). Never the request's Host: anyone can send that.
   */
  linkOrigins: string[];
  /** false when neither PUBLIC_URL nor APP_ORIGINS is set: the listening address stands in */
  linkOriginsConfigured: boolean;
  /**
   * The investor site (`INVESTOR_SITE_URL`): an investor's set-password link points there,
   * `<url>/set-password/<token>`, or where `:resetPasswordToken` stands in it. Unset, the mail to
   * a new investor says the site's address is not configured yet, and carries no link.
   */
  investorSiteUrl: string | undefined;
  bodyLimit: number;
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses and CIDR ranges */
  trustProxy: false | number | string[];
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  systemMaintenance: boolean;
  shutdownTimeoutMs: number;
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxHeaderSize: number;
  };
  files: FilesConfig;
  /** the money area's background job (modules/money/transactions/expiry.ts) */
  money: { expiryIntervalMs: number };
  /** the public site's webhook; sent as the `x-revalidate-secret` header with the secret */
  revalidate: { url: string | undefined; secret: string | undefined; timeoutMs: number };
  /** the map element's address lookup and tiles (modules/offers/geocoding.ts) */
  geocoding: { url: string | undefined; timeoutMs: number; tileUrl: string | undefined };
}

export type FileStoreConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
      prefix: string;
    };

export interface FilesConfig {
  store: FileStoreConfig;
  /** where uploads are spooled while they are checked (always local disk) */
  tempDir: string;
  cleanupIntervalMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    // one problem (the usual case) is one line, as a start-up failure should read
    super(
      problems.length === 1
        ? `Invalid configuration: ${problems[0]}`
        : `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** An origin as the browser writes it (`https://admin.example.com`), or undefined when not one. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return ['http:', 'https:'].includes(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1', '[::1]']);

function linkOrigins(e: z.infer<typeof envSchema>): string[] {
  const configured = [
    ...(e.PUBLIC_URL ? [{ name: 'PUBLIC_URL', value: e.PUBLIC_URL }] : []),
    ...e.APP_ORIGINS.split(',')
      .map((value) => value.trim())
      .filter(Boolean)
      .map((value) => ({ name: 'APP_ORIGINS', value })),
  ];
  if (configured.length === 0) {
    // the address the server listens on; on a loopback or every-interface address, both
    // names a browser on this machine uses
    const hosts = LOOPBACK.has(e.HOST) ? ['localhost', '127.0.0.1'] : [e.HOST];
    return hosts.flatMap((host) => {
      const origin = originOf(`http://${host.includes(':') ? `[${host}]` : host}:${e.PORT}`);
      return origin ? [origin] : [];
    });
  }
  const problems = configured
    .filter(({ value }) => originOf(value) === undefined)
    .map(({ name, value }) => `${name}=${JSON.stringify(value)}: must be an http(s) address`);
  if (problems.length > 0) throw new ConfigError(problems);
  return [...new Set(configured.map(({ value }) => originOf(value) as string))];
}

/**
 * The start's warning when a production server has no configured link origin: every password
 * link it mails would point at its listening address (often localhost), which only the server's
 * own machine opens. null when there is nothing to say.
 */
export function linkOriginsWarning(
  config: Pick<AppConfig, 'env' | 'linkOrigins' | 'linkOriginsConfigured'>,
): string | null {
  if (config.env !== 'production' || config.linkOriginsConfigured) return null;
  return `Neither PUBLIC_URL nor APP_ORIGINS is set: links in mails (password resets, new accounts) will point at the listening address, ${config.linkOrigins.join(', ')}. Set PUBLIC_URL to the address users open the back-office at, e.g. PUBLIC_URL=https://backoffice.example.com (docs/operations.md, "Mail").`;
}

/** Reads the environment into a typed config; a bad variable fails with its name in the message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // An empty string means "unset" for optional variables (as in a copied .env.example).
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        // a secret's value stays out of the message (and so out of the logs)
        if (SECRET_VARIABLE.test(name)) return `${name}: ${issue.message}`;
        return `${name}=${JSON.stringify(cleaned[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  // Node refuses a headers timeout longer than the request timeout; say so by name instead.
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError([
      `HEADERS_TIMEOUT_MS=${JSON.stringify(String(e.HEADERS_TIMEOUT_MS))}: must not exceed REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS})`,
    ]);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, startupTimeoutMs: e.DATABASE_STARTUP_TIMEOUT_MS }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    auth: {
      accessTokenTtl: e.ACCESS_TOKEN_TTL,
      refreshTokenTtl: e.REFRESH_TOKEN_TTL,
      jwtSecret: e.JWT_SECRET,
    },
    secretsKey: e.SECRETS_KEY,
    // stored as every account's e-mail is (auth's normalizeEmail)
    admin: {
      email: e.ADMIN_EMAIL.normalize('NFKC').trim().toLowerCase(),
      password: e.ADMIN_PASSWORD,
    },
    seedDemoData: e.SEED_DEMO_DATA,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    linkOrigins: linkOrigins(e),
    linkOriginsConfigured: Boolean(e.PUBLIC_URL) || e.APP_ORIGINS.split(',').some((v) => v.trim()),
    bodyLimit: e.BODY_LIMIT,
    trustProxy: e.TRUST_PROXY,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.resolve(e.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    },
    systemMaintenance: e.SYSTEM_MAINTENANCE,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    http: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxHeaderSize: e.MAX_HEADER_SIZE,
    },
    money: { expiryIntervalMs: e.TRANSACTION_EXPIRY_INTERVAL_MS },
    investorSiteUrl: e.INVESTOR_SITE_URL,
    revalidate: {
      url: e.REVALIDATE_WEBHOOK_URL,
      secret: e.REVALIDATE_WEBHOOK_SECRET,
      timeoutMs: e.REVALIDATE_TIMEOUT_MS,
    },
    geocoding: {
      url: e.GEOCODER_URL,
      timeoutMs: e.GEOCODER_TIMEOUT_MS,
      tileUrl: e.MAP_TILE_URL,
    },
    files: {
      store: e.S3_BUCKET
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
            prefix: e.S3_PREFIX,
          }
        : { kind: 'local', dir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')) },
      tempDir: path.join(dataDir, 'uploads-tmp'),
      cleanupIntervalMs: e.FILES_CLEANUP_INTERVAL_MS,
    },
  };
}
