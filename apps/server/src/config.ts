import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .transform((value) => value === '1' || value === 'true');

const seconds = z.coerce.number().int().positive();

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
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST: z.string().min(1).optional(),
  ACCESS_TOKEN_TTL: seconds.default(15 * 60),
  REFRESH_TOKEN_TTL: seconds.default(14 * 24 * 60 * 60),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECRETS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO_DATA: booleanFlag.default(true),
  CORS_ORIGINS: z.string().default(''),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  TRUST_PROXY: booleanFlag.default(false),
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

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
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
  bodyLimit: number;
  trustProxy: boolean;
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
  /** the money area's background job (modules/transactions/expiry.ts) */
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
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
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
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    auth: {
      accessTokenTtl: e.ACCESS_TOKEN_TTL,
      refreshTokenTtl: e.REFRESH_TOKEN_TTL,
      jwtSecret: e.JWT_SECRET,
    },
    secretsKey: e.SECRETS_KEY,
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD },
    seedDemoData: e.SEED_DEMO_DATA,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
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
