// `npm run bench:sanitise`: REQ-SEC-5 and REQ-PERF-6 against the built server, under the heap cap
// that `npm start` sets (--max-old-space-size=192), on a throwaway PGlite directory. While the
// largest
// accepted SVG (5,000 elements, under 1 MB) and the largest accepted rich text (a blog post at
// 200,000 characters in each language) are sanitised, over and over, a client asks
// `GET /api/healthz` every 10 ms: its p99 must stay ≤ 50 ms (sanitising runs in worker threads,
// off the event loop), and the server's RSS, sampled every 20 ms from /proc, under its cap: its
// RSS after start (PGlite's WebAssembly memory is most of it) plus one sanitiser thread's.
// A thread: its heap cap (SANITISE_HEAP_MB, 192) and 64 MB for JSDOM's code and objects at
// rest, the young generation and the thread's stack.
// Figures in docs/performance.md ("Sanitising off the event loop").
import fs from 'node:fs';
import { startBuiltServer, signIn } from './bench-server.mjs';

const HEAP_CAP_MB = 192;
const THREAD_MB = 192 + 64;
let rssCapMb = Infinity;
const P99_BUDGET_MS = 50;
const ROUNDS = Number(process.env.ROUNDS ?? 4);

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

/** SVG_MAX_ELEMENTS (5,000: the root and 4,999 shapes) of a detailed drawing, under 1 MB. */
function largestSvg() {
  const shapes = [];
  for (let i = 0; i < 4_999; i++) {
    const x = (i * 37) % 1000;
    const y = (i * 91) % 1000;
    shapes.push(
      i % 2
        ? `<path d="M${x} ${y}l12 5l-3 9z" fill="#${(i * 4099).toString(16).padStart(6, '0').slice(-6)}"/>`
        : `<rect x="${x}" y="${y}" width="9" height="7" fill="#36c" opacity=".8"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000">${shapes.join('')}</svg>`;
  if (svg.length >= 1_000_000) throw new Error(`the SVG is ${svg.length} bytes`);
  return svg;
}

/** 200,000 characters of editor output: paragraphs with bold, links and lists. */
function largestRichText(word) {
  const block =
    `<h2>${word}</h2><p>${word} <strong>pogrubienie</strong> i <em>kursywa</em>, ` +
    `<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">link</a>. ` +
    `${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(3)}</p>` +
    `<ul><li><p>jeden</p></li><li><p>dwa</p></li></ul>`;
  let html = block.repeat(Math.floor(200_000 / block.length));
  html += 'x'.repeat(200_000 - html.length);
  return html;
}

async function post(base, token, url, body) {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

/** Runs `work` while asking healthz every 10 ms and sampling the server's RSS every 20 ms. */
async function measure(server, work) {
  const latencies = [];
  let peak = rssMb(server.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 20);
  let done = false;
  const poller = (async () => {
    while (!done) {
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api/healthz`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`healthz answered ${res.status}`);
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  try {
    return { result: await work(), latencies, peak };
  } finally {
    done = true;
    await poller;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(server.pid));
  }
}

function report(name, { latencies, peak }, before) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p99 = percentile(sorted, 0.99);
  console.log(
    `${name}: healthz ${sorted.length} requests, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
      `max ${sorted[sorted.length - 1].toFixed(1)} ms (budget p99 ≤ ${P99_BUDGET_MS} ms); ` +
      `server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB (cap ${rssCapMb.toFixed(0)} MB)`,
  );
  return p99 <= P99_BUDGET_MS && peak < rssCapMb;
}

const server = await startBuiltServer({
  env: { SEED_DEMO_DATA: '0', REQUEST_TIMEOUT_MS: '300000', FILES_CLEANUP_INTERVAL_MS: '0' },
  nodeArgs: [`--max-old-space-size=${HEAP_CAP_MB}`],
});
let ok = true;
try {
  const { accessToken: token } = await signIn(server.base);
  await new Promise((r) => setTimeout(r, 500));
  const atStart = rssMb(server.pid);
  rssCapMb = atStart + THREAD_MB;
  console.log(
    `server RSS after start ${atStart.toFixed(0)} MB (no sanitiser thread yet); ` +
      `cap ${rssCapMb.toFixed(0)} MB = that + one thread (${THREAD_MB} MB)`,
  );
  const svg = Buffer.from(largestSvg());
  const richText = { pl: largestRichText('Treść'), en: largestRichText('Content') };
  const upload = (text, name) =>
    post(server.base, token, '/api/admin/common/upload-photo', {
      file: { base64: Buffer.from(text).toString('base64'), fileName: name },
    });
  let slug = 0;
  const blogPost = () => {
    slug += 1;
    return post(server.base, token, '/api/admin/blog', {
      data: {
        isVisible: false,
        publishedAt: null,
        position: 1,
        author: 'Bench',
        slug: { pl: `wpis-${slug}`, en: `post-${slug}` },
        title: { pl: `Wpis ${slug}`, en: `Post ${slug}` },
        description: { pl: '', en: '' },
        content: richText,
        seoTitle: { pl: '', en: '' },
        seoDescription: { pl: '', en: '' },
        tags: [],
      },
    });
  };

  // warm-up: a small SVG and a small post start the sanitiser's thread
  const warm = await upload(
    '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>',
    'w.svg',
  );
  if (warm.status !== 201) throw new Error(`warm-up: ${warm.status} ${warm.text}`);
  const idle = await measure(server, () => new Promise((r) => setTimeout(r, 3000)));
  const atRest = rssMb(server.pid);
  ok = report('idle (3 s, for comparison)', idle, atRest) && ok;

  const before = rssMb(server.pid);
  const svgRun = await measure(server, async () => {
    const times = [];
    for (let i = 0; i < ROUNDS; i++) {
      const res = await upload(svg, `largest-${i}.svg`);
      if (res.status !== 201)
        throw new Error(`SVG upload: ${res.status} ${res.text.slice(0, 300)}`);
      times.push(res.ms);
    }
    return times;
  });
  console.log(
    `largest SVG (${svg.length} bytes, 5,000 elements) × ${ROUNDS}: answered in ` +
      `${svgRun.result.map((t) => (t / 1000).toFixed(1)).join(' / ')} s`,
  );
  ok = report('  during the SVG uploads', svgRun, before) && ok;

  const beforePosts = rssMb(server.pid);
  const postRun = await measure(server, async () => {
    const times = [];
    for (let i = 0; i < ROUNDS; i++) {
      const res = await blogPost();
      if (res.status !== 201) throw new Error(`blog post: ${res.status} ${res.text.slice(0, 300)}`);
      times.push(res.ms);
    }
    return times;
  });
  console.log(
    `largest blog post (2 × 200,000 characters of rich text) × ${ROUNDS}: answered in ` +
      `${postRun.result.map((t) => (t / 1000).toFixed(1)).join(' / ')} s`,
  );
  ok = report('  during the blog posts', postRun, beforePosts) && ok;
  console.log(
    `load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
} finally {
  await server.stop();
}
if (!ok) {
  console.error('bench:sanitise: over budget');
  process.exit(1);
}
