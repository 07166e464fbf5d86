import { Piscina } from 'piscina';
import type { BankCsvMapping } from '@backoffice/contract/bank-statements';
import {
  decodeStatement,
  parseStatement,
  StatementProblem,
  type ParsedStatement,
} from './parse.js';
import type { ParseResult, ParseTask } from './parse-worker.js';

/**
 * Statements are parsed in a worker thread above this size: a 10,000-entry camt.053 (8 MB) takes
 * about a second of parsing, which on the event loop would stall every other request for as
 * long. A small file is parsed in place (a thread's start costs more than its parse).
 */
export const WORKER_THRESHOLD_BYTES = 256 * 1024;

function workerOptions(): { filename: string; execArgv: string[] } {
  const source = import.meta.url.endsWith('.ts');
  return {
    filename: new URL(source ? './parse-worker.ts' : './parse-worker.js', import.meta.url).href,
    // under tsx and vitest the worker is TypeScript, and the contract resolves to its source
    execArgv: source ? ['--conditions=source', '--import', 'tsx'] : [],
  };
}

let pool: Piscina | null = null;

function currentPool(): Piscina {
  pool ??= new Piscina({
    ...workerOptions(),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30_000,
    // a 20 MB statement parses in well under this; a thread over it is ended, not the server
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return pool;
}

/** Parses a statement's bytes: refusals come back as `StatementProblem`. */
export async function parseInWorker(
  bytes: Buffer,
  mapping: BankCsvMapping | null,
): Promise<ParsedStatement> {
  if (bytes.length < WORKER_THRESHOLD_BYTES) {
    return parseStatement(decodeStatement(bytes), mapping);
  }
  const result = (await currentPool().run({
    bytes: new Uint8Array(bytes),
    mapping,
  } satisfies ParseTask)) as ParseResult;
  if (!result.ok) throw new StatementProblem(result.code, result.message);
  return result.statement;
}

/** Ends the worker thread (the app's close). */
export async function closeParsePool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.destroy();
}
