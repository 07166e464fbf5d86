import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import qs from 'qs';
import { AREAS, sidebarLinksOf, type SidebarLinkDefinition } from '@backoffice/contract';
import type { AppConfig } from './config.js';
import { openDatabase, waitUntilReachable, type Database } from './core/db/database.js';
import { describeFailure } from './core/db/database-errors.js';
import { registerEarlyAnswerLinger } from './core/http/early-answer.js';
import { answerFrameworkError, registerErrorHandler } from './core/http/error-handler.js';
import { closeSanitiserPool } from './core/sanitise/pool.js';
import { registerInputGuard } from './core/http/input-guard.js';
import { registerSecurityHeaders } from './core/http/security-headers.js';
import { registerNotFound } from './core/http/not-found.js';
import { requestLogController, serializeRequest } from './core/http/request-logging.js';
import { compiledSerializerCompiler } from './core/http/serializer.js';
import { systemClock, type Clock } from './core/clock.js';
import { MODULES } from './modules/index.js';
import { authPlugin } from './core/auth/auth-plugin.js';
import { createTokenSigner, loadSigningKey, type TokenSigner } from './core/auth/tokens.js';
import { createMailer, type Mailer } from './core/mail/mailer.js';
import { createSecretBox, loadSecretsKey, type SecretBox } from './core/secrets.js';
import { scheduleCleanup } from './core/files/cleanup.js';
import { registerUploadServing } from './core/files/serve.js';
import { createFileService, type FileService } from './core/files/service.js';
import './core/http/route-config.js';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  signer: TokenSigner;
  /** the file store and what the upload, serving and cleanup code needs (core/files) */
  files: FileService;
  /** encrypts the secrets stored for others (PayPal client secrets), core/secrets.ts */
  secrets: SecretBox;
  /** the sidebar links of the registered modules, in display order */
  sidebar: readonly SidebarLinkDefinition[];
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildOptions {
  /** An already-open, migrated database (tests pass a cloned template). */
  database?: Database;
  clock?: Clock;
  /** Replaces the configured mailer (tests capture messages). */
  mailer?: Mailer;
}

export type App = FastifyInstance;

// The web app works under this policy: no inline scripts, no third-party origins.
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * Trusts the `hops` nearest addresses: the peer (hop 0) and the entries its proxies appended to
 * X-Forwarded-For, read from the right. Fastify 5.12 takes a bare number as "trust nothing" (a
 * client that connects directly could add the entries itself), so the count is given as this
 * function; docs/operations.md says to use a count only where the proxies alone can connect.
 */
function nearestHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * No cache, shared or the browser's, keeps an `/api` answer (RFC 6749 section 5.1 for the tokens; the
 * rest carry personal data or what only a signed-in admin may see), except the routes that say
 * their answer is public (`config.cacheable`: the health checks, the country list) and the API's
 * description under /api/docs. An answer that sets its own Cache-Control keeps it.
 */
function mustNotBeStored(request: FastifyRequest): boolean {
  const url = request.url;
  if (!(url.startsWith('/api/') || url === '/api' || url.startsWith('/api?'))) return false;
  if (url.startsWith('/api/docs')) return false;
  return request.routeOptions.config.cacheable !== true;
}

/** Builds the whole server; `server.ts` listens on it, tests call `app.inject()`. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: serializeRequest },
          },
    // static files and health checks are not logged at info (`core/http/request-logging.ts`)
    logController: requestLogController(config.logLevel),
    bodyLimit: config.bodyLimit,
    // Slow clients: a request whose headers or body trickle in is cut off (408) after these,
    // so nobody holds a connection forever by sending a byte at a time.
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      maxHeaderSize: config.http.maxHeaderSize,
      // Node enforces both timeouts on this sweep (30 s by default), which would let a
      // trickling client overstay them by up to that long.
      connectionsCheckingInterval: 1_000,
    },
    // false, a hop count or the proxies' addresses (config.ts): request.ip is the address the
    // nearest untrusted hop connected from, never what a client wrote into X-Forwarded-For
    trustProxy:
      typeof config.trustProxy === 'number' ? nearestHops(config.trustProxy) : config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // `filters[field][name]=…` and `permissions[]=…` need qs's nested parsing.
    routerOptions: {
      querystringParser: (query: string) => qs.parse(query, { depth: 5, arrayLimit: 500 }),
    },
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // An empty body labelled JSON is no body (`curl -H 'content-type: application/json' -X POST`,
  // clients that always send the header): a route whose body may be left out (an order's
  // reject) takes it, and one that needs a body says so through its schema, not "not JSON".
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body); // `parseAs: 'string'` (the type allows a Buffer too)
    if (text.trim() === '') done(null, undefined);
    else void parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  registerErrorHandler(app);
  registerEarlyAnswerLinger(app);
  registerInputGuard(app);
  // Before the sign-in check's hook (registered below), which answers 401 and 403 from
  // `onRequest`: an answer it refuses skips the hooks after it, and went out without them.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
  });

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase(
      config.database.kind === 'postgres'
        ? { kind: 'postgres', url: config.database.url }
        : { kind: 'pglite', dataDir: config.database.dataDir },
      {
        // a broken connection is dropped and the next request opens another; one line, no stack
        onConnectionError: (error) =>
          app.log.warn({ reason: describeFailure(error) }, 'database connection lost'),
      },
    ));
  if (ownsDatabase) {
    try {
      if (config.database.kind === 'postgres') {
        const { url, startupTimeoutMs } = config.database;
        await waitUntilReachable(database, url, startupTimeoutMs, (message) =>
          app.log.warn(message),
        );
      }
      await database.migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  const mailer = options.mailer ?? createMailer(config.mail);
  const clock = options.clock ?? systemClock;
  const files = createFileService(
    config.files,
    clock,
    MODULES.flatMap((module) => module.fileReferences ?? []),
  );
  const signer = createTokenSigner(
    await loadSigningKey(database.db, config.auth.jwtSecret),
    config.auth.accessTokenTtl,
  );
  const secrets = createSecretBox(await loadSecretsKey(database.db, config.secretsKey));
  app.decorate('deps', {
    config,
    database,
    clock,
    mailer,
    signer,
    files,
    secrets,
    // the registered modules' links in the contract's display order: MODULES is ordered for
    // seeding (series before the offers that use them), not for the menu
    sidebar: sidebarLinksOf(AREAS.filter((area) => MODULES.some((module) => module.area === area))),
  });
  await app.register(authPlugin, { signer });
  const stopCleanup = scheduleCleanup(files, database.db, config.files.cleanupIntervalMs, app.log);
  app.addHook('onClose', async () => {
    stopCleanup();
    // the sanitiser's worker threads would keep the process (or a test run) alive
    await closeSanitiserPool();
    await files.store.close();
    if (ownsDatabase) await database.close();
  });
  // a callback hook, not an async one: no promise per answer
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (mustNotBeStored(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  // Answers above 1 KB (JSON, the index page) go out brotli- or gzip-compressed, as the client
  // accepts; the web app's files are compressed at build time and sent as they are (below).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: false });
  }

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Back-office API',
        description: 'Staff back-office of the property investment platform.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { deepLinking: false },
  });
  // `/api/docs/json` is swagger-ui's name; the documented address is openapi.json.
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  for (const module of MODULES) await app.register(module.routes, { prefix: '/api' });
  const stopJobs = MODULES.flatMap((module) => (module.schedule ? [module.schedule(app)] : []));
  // onClose hooks run last-added first: the jobs stop before the database closes
  app.addHook('onClose', async () => {
    await Promise.all(stopJobs.map((stop) => stop()));
  });

  registerUploadServing(app);

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWebApp = fs.existsSync(indexHtml);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // the .br and .gz written by scripts/compress-web.mjs at build time
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so it can be cached forever.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  registerNotFound(app, hasWebApp ? indexHtml : null);

  return app;
}
