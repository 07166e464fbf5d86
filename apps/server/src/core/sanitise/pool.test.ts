import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../rich-text.js';
import { closeSanitiserPool, runSanitiser, SanitiserBusy, SanitiserRefusal } from './pool.js';

// Under vitest this file is TypeScript source: the pool must find worker.ts through tsx.
const saved = { ...process.env };
afterEach(async () => {
  process.env = { ...saved };
  await closeSanitiserPool();
});

// Every test starts a fresh worker thread (the pool is closed after each), and under vitest the
// thread compiles worker.ts and the sanitisers through tsx first: about a second on a quiet
// machine, over the default 5 s once in CI with the other unit files on both cores.
describe('the sanitiser pool', { timeout: 30_000 }, () => {
  it('refuses a job at once when the queue is full: 429 CONTENT_CHECK_BUSY, never a 503', async () => {
    process.env.SANITISE_THREADS = '1';
    process.env.SANITISE_MAX_WAITING = '1';
    const jobs = ['<p>a</p>', '<p>b</p>', '<p>c</p>'].map((text) =>
      runSanitiser({ kind: 'rich-text', text }).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
    );
    const results = await Promise.all(jobs);
    // one running, one waiting, the third refused
    expect(results.slice(0, 2)).toEqual([{ value: '<p>a</p>' }, { value: '<p>b</p>' }]);
    expect((results[2] as { error: unknown }).error).toBeInstanceOf(SanitiserBusy);
    const busy = ['<p>d</p>', '<p>e</p>', '<p>f</p>'].map((text) =>
      sanitizeRichHtml(text, 'content').catch((error: unknown) => error),
    );
    const refused = (await Promise.all(busy))[2];
    expect(refused).toMatchObject({
      status: 429,
      errors: [{ code: 'SERVER:CONTENT_CHECK_BUSY' }],
    });
  });

  it('sanitises in a worker thread (rich text and SVG)', async () => {
    expect(
      await runSanitiser({ kind: 'rich-text', text: '<p onclick="x()">a<script>1</script></p>' }),
    ).toBe('<p>a</p>');
    const svg = await runSanitiser({
      kind: 'svg',
      text: '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script><rect width="1"/></svg>',
    });
    expect(svg).toContain('<rect width="1"');
    expect(svg).not.toContain('script');
    expect(await runSanitiser({ kind: 'svg', text: '<html></html>' })).toBeNull();
  });

  it('refuses a job over its time budget, and the next job gets a fresh thread', async () => {
    process.env.SANITISE_TIMEOUT_MS = '1';
    await expect(runSanitiser({ kind: 'rich-text', text: '<p>a</p>' })).rejects.toMatchObject({
      reason: 'time',
      limit: 1,
    });
    await closeSanitiserPool();
    delete process.env.SANITISE_TIMEOUT_MS;
    expect(await runSanitiser({ kind: 'rich-text', text: '<p>b</p>' })).toBe('<p>b</p>');
  });

  it('jobs waiting while their thread is retired run on a fresh one', async () => {
    // at this cap JSDOM alone is over the share that retires a thread: every job retires it
    process.env.SANITISE_HEAP_MB = '64';
    process.env.SANITISE_THREADS = '1';
    const texts = ['<p>a</p>', '<p>b<script>x</script></p>', '<p onclick="x()">c</p>'];
    expect(
      await Promise.all(texts.map((text) => runSanitiser({ kind: 'rich-text', text }))),
    ).toEqual(['<p>a</p>', '<p>b</p>', '<p>c</p>']);
  }, 60_000);

  // On Node 22 and later, V8 does not always end a worker that reaches its heap cap with
  // ERR_WORKER_OUT_OF_MEMORY: in 15 runs of the Node 24 unit step here (three input sizes and
  // caps) one job had no answer after 120 s and one aborted the whole test process
  // ("Reached heap limit"); CI's Node 24 step failed on the first (nodejs/node PR 65019
  // documents the cap as best effort). There the cap is a backstop only; what keeps the
  // server up is the size and element limits checked before parsing
  // (test/sanitise-limits.test.ts). docs/architecture.md, "Sanitising off the event loop".
  const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
  it.skipIf(NODE_MAJOR >= 22)(
    'refuses a job whose thread runs out of memory, and the process carries on',
    async () => {
      process.env.SANITISE_HEAP_MB = '48';
      process.env.SANITISE_TIMEOUT_MS = '120000';
      const big = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect x="1" y="1"/>'.repeat(100_000)}</svg>`;
      const refusal = await runSanitiser({ kind: 'svg', text: big }).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(SanitiserRefusal);
      expect(refusal).toMatchObject({ reason: 'memory', limit: 48 });
    },
    120_000,
  );
});
