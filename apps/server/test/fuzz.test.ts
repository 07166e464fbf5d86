import fc from 'fast-check';
import qs from 'qs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  INITIAL_CLIENT_ID,
  INITIAL_CLIENT_SECRET,
} from '@backoffice/contract';
import { startFakeGeocoder } from '../../../scripts/fake-geocoder.mjs';
import { createTestApp } from './helpers/test-app.js';
import { bearer } from './helpers/auth.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/test-config.js';

/**
 * Hostile-input fuzz driven by the server's own OpenAPI description: every documented operation
 * gets generated bodies, path parameters and queries, so a route added later is fuzzed without
 * anyone listing it. FUZZ_RUNS (default 100; `npm run fuzz` uses 2,000) cases per operation;
 * FUZZ_SEED reproduces a run (the seed is printed; `npm test` uses a fixed one).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
// `npm test` replays one fixed seed, so CI's verdict is the same on every run of a commit;
// `npm run fuzz` draws a new seed each time to look further (scripts/fuzz.mjs).
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const ANSWER_WITHIN_MS = 2000;
console.log(`fuzz: ${RUNS} cases per operation, seed ${SEED} (FUZZ_SEED=${SEED} reproduces)`);

// Fuzz requests come from one address and the fuzz's own sign-ins from another, so the sign-in
// throttle the fuzz trips on /api/token never locks the super admin out.
const FUZZ_IP = '198.51.100.7';
const ADMIN_IP = '203.0.113.1';

// the map element's address lookup reaches a Nominatim-compatible fake on loopback
const geocoder = await startFakeGeocoder();
const ctx = await createTestApp({ env: { GEOCODER_URL: geocoder.url } });
afterAll(async () => {
  await ctx.close();
  await geocoder.close();
});

async function adminSignIn(): Promise<Record<string, string>> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress: ADMIN_IP,
    payload: {
      grantType: 'password',
      email: TEST_ADMIN_EMAIL,
      password: TEST_ADMIN_PASSWORD,
      forAdmin: true,
      clientId: INITIAL_CLIENT_ID,
      clientSecret: INITIAL_CLIENT_SECRET,
    },
  });
  if (res.statusCode !== 200) throw new Error(`fuzz sign-in failed: ${res.statusCode} ${res.body}`);
  return bearer(res.json().accessToken);
}
let auth = await adminSignIn();
const self = (await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: auth })).json()
  .id as number;
// the fuzz keeps away from this account (see send); without its id it would not
if (!Number.isInteger(self)) throw new Error('fuzz: no id for the signed-in super admin');

// ---- the OpenAPI description ---------------------------------------------------------------

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

// the description the server publishes, read where a client reads it
const specAnswer = await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
const spec = specAnswer.json() as {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};
const operations: Operation[] = Object.entries(spec.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    parameters: op.parameters ?? [],
    body: op.requestBody?.content?.['application/json']?.schema ?? null,
  })),
);

// ---- generators ----------------------------------------------------------------------------

const HUGE = 'x'.repeat(100_000);
const specialString = fc.constantFrom(
  '😀🏠👩‍👩‍👧',
  'Zażółć gęślą jaźń',
  "' OR 1=1 --",
  '%_\\',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '',
  ' ',
  'null',
  '-1',
  '1e400',
  'NaN',
  '9'.repeat(40),
  'admin:faq:list',
  '2024-02-30',
  '1970-01-01',
  'ASC',
  'DESC',
);
// NUL and lone surrogates inside otherwise ordinary text: what reached PostgreSQL before
const brokenText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\ud800', '\udfff', '\udbff\u0000'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, bad, after]) => before + bad + after);
const hostileString = fc.oneof(
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: brokenText, weight: 3 },
  { arbitrary: specialString, weight: 3 },
  { arbitrary: fc.constantFrom(HUGE, 'ą'.repeat(60_000)), weight: 1 },
);
const hostileNumber = fc.oneof(
  fc.integer({ min: 1, max: 60 }),
  fc.constantFrom(
    0,
    -1,
    1,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.5,
    -0,
    1e-7,
  ),
  fc.double(),
);
const anything: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/** Values shaped by the schema most of the time (so they reach the handler), hostile otherwise. */
function fromSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return fc.oneof(...variants.map((v) => fromSchema(v, depth)));
  const shaped: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) shaped.push(fc.constantFrom(...schema.enum));
  for (const type of typesOf(schema)) {
    if (type === 'object' && depth < 6) {
      const props = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, fromSchema(v, depth + 1)]),
      );
      const required = schema.required ?? [];
      shaped.push(
        fc
          .tuple(
            fc.record(props, { requiredKeys: required }),
            // unknown fields and filters: must be stripped or refused, never crash
            fc.dictionary(fc.string({ maxLength: 12 }), anything, { maxKeys: 2 }),
            fc.boolean(),
          )
          .map(([known, extra, addExtra]) => (addExtra ? { ...extra, ...known } : known)),
      );
    } else if (type === 'array' && depth < 6) {
      shaped.push(fc.array(fromSchema(schema.items ?? {}, depth + 1), { maxLength: 4 }));
    } else if (type === 'string') {
      shaped.push(
        schema.pattern?.includes('@') ? fc.emailAddress() : fc.string({ maxLength: 40 }),
        hostileString,
      );
    } else if (type === 'integer' || type === 'number') {
      shaped.push(hostileNumber);
    } else if (type === 'boolean') {
      shaped.push(fc.boolean());
    }
  }
  if (schema.nullable || typesOf(schema).includes('null')) shaped.push(fc.constant(null));
  if (shaped.length === 0) return anything;
  return fc.oneof(
    { arbitrary: fc.oneof(...shaped), weight: 4 },
    { arbitrary: anything, weight: 1 },
  );
}

// Bodies no JSON serialiser would write: each must be refused with a 4xx.
const rawBodies = fc.constantFrom(
  '{',
  '{"data":',
  'nul',
  "{'a':1}",
  '',
  '{"__proto__":{"isSuperAdmin":true}}',
  '{"data":{"__proto__":{"x":1}}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  `[${'0,'.repeat(200_000)}0]`,
  '{"data":{"position":1e400,"version":1e400},"version":-1e400}',
  `{"data":{"name":"${HUGE}"}}`,
  '"\\u0000"',
  '{"data":{"name":"\\ud800"}}',
);

/** Path segments: valid-looking ids (some exist), boundaries and hostile text. */
const pathValue = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 40 }).map(String), weight: 4 },
  { arbitrary: hostileNumber.map(String), weight: 2 },
  { arbitrary: hostileString, weight: 2 },
);

// A query string cannot carry a lone surrogate as UTF-8; send its WTF-8 bytes, as a broken
// client would.
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (code >= 0xd800 && code <= 0xdfff) {
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        }
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

interface Case {
  pathValues: Record<string, string>;
  query: Record<string, unknown>;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | null;
}

/** The list's declared filters, `{field, name}`, as its unfiltered answer reports them. */
type ConfiguredFilter = { field: string; name: string };

function caseOf(op: Operation, configured: ConfiguredFilter[]): fc.Arbitrary<Case> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  // mostly declared filters with hostile values, so those reach the SQL; sometimes unknown ones
  const declaredFilter = configured.length
    ? [
        {
          arbitrary: fc
            .tuple(fc.constantFrom(...configured), hostileString)
            .map(([f, value]) => ({ [f.field]: { [f.name]: value } })),
          weight: 4,
        },
      ]
    : [];
  const listFilters = fc.oneof(...declaredFilter, {
    arbitrary: fc.dictionary(
      fc.string({ maxLength: 10 }),
      fc.dictionary(
        fc.constantFrom('text', 'choice', 'numeric', 'boolean', 'dateFrom', 'dateTo', 'x'),
        hostileString,
        { maxKeys: 2 },
      ),
      { maxKeys: 3 },
    ),
    weight: 1,
  });
  const query = fc.record(
    Object.fromEntries(
      queryParams.map((p) => [
        p.name,
        p.name === 'filters'
          ? fc.oneof({ arbitrary: listFilters, weight: 4 }, { arbitrary: anything, weight: 1 })
          : p.name === 'pagination'
            ? fc.record({ pageSize: pathValue, pageNumber: pathValue }, { requiredKeys: [] })
            : fromSchema(p.schema),
      ]),
    ),
    { requiredKeys: [] },
  );
  const body: fc.Arbitrary<Case['body']> = op.body
    ? fc.oneof(
        {
          arbitrary: fromSchema(op.body).map((value) => ({ kind: 'json' as const, value })),
          weight: 4,
        },
        {
          arbitrary: rawBodies.map((text) => ({
            kind: 'raw' as const,
            text,
            type: 'application/json',
          })),
          weight: 1,
        },
        {
          arbitrary: fc.constant({ kind: 'raw' as const, text: 'a=1', type: 'text/plain' }),
          weight: 1,
        },
      )
    : fc.oneof(
        { arbitrary: fc.constant(null), weight: 9 },
        {
          arbitrary: rawBodies.map((text) => ({
            kind: 'raw' as const,
            text,
            type: 'application/json',
          })),
          weight: 1,
        },
      );
  return fc.record({
    pathValues: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathValue]))),
    query: fc.oneof(
      { arbitrary: query, weight: 4 },
      {
        arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), anything, { maxKeys: 3 }),
        weight: 1,
      },
    ),
    body,
  }) as fc.Arbitrary<Case>;
}

// ---- the run -------------------------------------------------------------------------------

const STACK_TRACE = /\n\s+at |\bat [^\s]+ \(.*:\d+:\d+\)|node_modules|\.ts:\d+/;
const stats = { cases: 0, fiveHundreds: 0 };

async function send(op: Operation, c: Case) {
  let path = op.path;
  for (const [name, value] of Object.entries(c.pathValues)) {
    // never the fuzz's own account: deleting or demoting it would end the run, not find a bug
    const safe =
      op.path.startsWith('/api/admin/user/{id}') && name === 'id' && value === String(self)
        ? String(self + 1000)
        : value;
    path = path.replace(`{${name}}`, encode(safe));
  }
  const search = qs.stringify(c.query, { encoder: (s) => encode(String(s)) });
  const url = search ? `${path}?${search}` : path;
  const headers: Record<string, string> = { ...auth };
  let payload: string | undefined;
  if (c.body?.kind === 'json') {
    payload = JSON.stringify(c.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (c.body?.kind === 'raw') {
    payload = c.body.text;
    headers['content-type'] = c.body.type;
  }
  const started = performance.now();
  const res = await ctx.app.inject({
    method: op.method as 'GET',
    url,
    headers,
    remoteAddress: FUZZ_IP,
    ...(payload !== undefined ? { payload } : {}),
  });
  return { res, ms: performance.now() - started, url, payload };
}

describe('fuzz: every operation of the OpenAPI description', () => {
  it('covers every /api route the server registers', () => {
    const documented = new Set(
      operations.map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const registered = ctx.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.length).toBeGreaterThan(40);
    expect(registered.filter((r) => !documented.has(r))).toEqual([]);
  });

  for (const op of operations) {
    it(
      `${op.method} ${op.path}`,
      async () => {
        // real filter names, so hostile values reach the SQL and not only the unknown-filter check
        const configured: ConfiguredFilter[] = [];
        if (op.method === 'GET' && op.parameters.some((p) => p.name === 'filters')) {
          const plain = await ctx.app.inject({ method: 'GET', url: op.path, headers: auth });
          configured.push(...(plain.json().configuredFilters ?? []));
        }
        await fc.assert(
          fc.asyncProperty(caseOf(op, configured), async (c) => {
            const { res, ms, url, payload } = await send(op, c);
            stats.cases += 1;
            if (res.statusCode >= 500) stats.fiveHundreds += 1;
            const where = `${op.method} ${url.slice(0, 300)} ${payload?.slice(0, 300) ?? ''} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            expect(res.body, where).not.toMatch(STACK_TRACE);
            expect(ms, where).toBeLessThan(ANSWER_WITHIN_MS);
            if (res.statusCode >= 400) {
              expect(errorResponseSchema.safeParse(res.json()).success, where).toBe(true);
            }
            // a write may have revoked the fuzz's session: sign in again rather than go on
            // testing only the 401 path
            if (res.statusCode === 401) auth = await adminSignIn();
          }),
          {
            seed: SEED,
            numRuns: RUNS,
            // fast-check's own report prints the whole counterexample (100 KB strings included);
            // this one keeps what reproduces it: the seed, the path and the shortened request
            reporter: (run) => {
              if (!run.failed) return;
              throw new Error(
                `fuzz failed: FUZZ_SEED=${run.seed} path ${run.counterexamplePath}\n` +
                  String(run.errorInstance).slice(0, 2000),
              );
            },
          },
        );
      },
      // generous: the bound that matters is the 2 s per answer asserted above
      RUNS * 500 + 30_000,
    );
  }

  afterAll(() => {
    console.log(
      `fuzz: ${operations.length} operations, ${stats.cases} cases, ${stats.fiveHundreds} answers 5xx (seed ${SEED})`,
    );
  });
});
