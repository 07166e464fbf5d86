import os from 'node:os';
import { Piscina } from 'piscina';
import type { SanitiseResult, SanitiseTask } from './worker.js';

/**
 * The sanitisers' worker pool (docs/architecture.md, "Sanitising off the event loop"). JSDOM
 * needs seconds and well over 100 MB for the largest accepted rich text or SVG: on the event
 * loop that stalled every request and, under the server's heap cap, ended the process. Here a
 * job runs in a worker thread with its own heap cap and a time budget; a job over either is
 * refused (`SanitiserRefusal`), the worker is replaced, and the server carries on.
 */

/** Why a job was refused: it ran past its time budget, or past its worker's heap cap. */
export class SanitiserRefusal extends Error {
  constructor(
    readonly reason: 'time' | 'memory',
    readonly limit: number,
  ) {
    super(
      reason === 'time'
        ? `checking it took longer than ${limit} ms`
        : `checking it needed more than ${limit} MB`,
    );
  }
}

/** Every job waiting for a thread is refused at once beyond this many (the server is swamped). */
export class SanitiserBusy extends Error {}

export interface SanitiserSettings {
  /** threads: one beside the event loop on a 2-core machine, at most two */
  threads: number;
  /** a job's time budget, from the moment a thread takes it */
  timeoutMs: number;
  /** each thread's V8 old space, apart from the server's own heap cap */
  heapMb: number;
  maxWaiting: number;
}

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export const sanitiserSettings = (): SanitiserSettings => ({
  threads: envNumber('SANITISE_THREADS', Math.min(2, Math.max(1, os.availableParallelism() - 1))),
  timeoutMs: envNumber('SANITISE_TIMEOUT_MS', 15_000),
  heapMb: envNumber('SANITISE_HEAP_MB', 192),
  maxWaiting: envNumber('SANITISE_MAX_WAITING', 64),
});

/**
 * The worker's file: the built `worker.js` beside this file, or under tsx (`npm run dev`) and
 * vitest, where this file is TypeScript source, `worker.ts` through tsx's loader.
 */
function workerOptions(): { filename: string; execArgv: string[] } {
  const source = import.meta.url.endsWith('.ts');
  return {
    filename: new URL(source ? './worker.ts' : './worker.js', import.meta.url).href,
    // the source condition resolves @backoffice/contract to its TypeScript, as in dev and tests
    execArgv: source ? ['--conditions=source', '--import', 'tsx'] : [],
  };
}

let pool: Piscina | null = null;
let settings: SanitiserSettings | null = null;
let running = 0;
const waiting: (() => void)[] = [];

function currentPool(): { pool: Piscina; settings: SanitiserSettings } {
  settings ??= sanitiserSettings();
  if (!pool) {
    pool = new Piscina({
      ...workerOptions(),
      minThreads: 0,
      maxThreads: settings.threads,
      // a thread holds JSDOM (~40 MB at rest): kept a minute after its last job, then freed
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: settings.heapMb, stackSizeMb: 4 },
    });
    // a thread that dies between jobs is replaced by the pool; never an unhandled 'error'
    pool.on('error', () => {});
  }
  return { pool, settings };
}

async function takeThread(maxWaiting: number): Promise<void> {
  if (running < (settings?.threads ?? 1)) {
    running += 1;
    return;
  }
  if (waiting.length >= maxWaiting) throw new SanitiserBusy('too many sanitising jobs waiting');
  // the finishing job hands its thread over (running stays the same)
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseThread(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/**
 * A thread is retired (its pool closed once its jobs are done, a new one started) when a job
 * leaves it with this share of its heap cap in use: DOMPurify on JSDOM keeps part of every
 * document it sanitised (~18 MB a 200,000-character text, freed with the thread only), so a
 * thread kept for ever would run out of memory on a later, ordinary job.
 */
const RETIRE_AT_HEAP_SHARE = 0.35;

function retire(current: Piscina): void {
  if (pool !== current) return;
  pool = null;
  // close() lets a job the other thread is running finish
  void current.close().catch(() => {});
}

const outOfMemory = (error: unknown) =>
  (error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * Runs a job in the pool. The time budget starts when a thread takes the job, so a queue behind
 * a large job does not use it up; past it the thread is stopped and the job refused.
 */
export async function runSanitiser(task: SanitiseTask): Promise<string | null> {
  await takeThread((settings ??= sanitiserSettings()).maxWaiting);
  // the pool is taken only now: one retired while this job waited is never used
  const { pool: current, settings: limits } = currentPool();
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(), limits.timeoutMs);
  try {
    const result = (await current.run(task, { signal: budget.signal })) as SanitiseResult;
    if (result.heapUsed >= RETIRE_AT_HEAP_SHARE) retire(current);
    return result.value;
  } catch (error) {
    if (budget.signal.aborted) throw new SanitiserRefusal('time', limits.timeoutMs);
    if (outOfMemory(error)) throw new SanitiserRefusal('memory', limits.heapMb);
    throw error;
  } finally {
    clearTimeout(timer);
    releaseThread();
  }
}

/** Stops the threads (the server's close): a later job starts a new pool. */
export async function closeSanitiserPool(): Promise<void> {
  const closing = pool;
  pool = null;
  settings = null;
  await closing?.destroy();
}
