// `npm run bench:files`: the file benchmarks of REQ-FILES-1 to REQ-FILES-7 against the built server
// on a throwaway PGlite directory (scripts/bench-server.mjs), figures in docs/performance.md.
//  1. A 100 MB attachment (just under DOCUMENT_MAX_BYTES) through multipart: the server's RSS,
//     sampled every 20 ms from /proc, must grow by less than 60 MB while it streams to disk.
//  2. A 10 MB photo (a detailed 24-megapixel JPEG just under IMAGE_MAX_BYTES): the upload answer,
//     with the thumbnail and the display size made, must come back in under 1 s.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib.mjs';
import { signIn, startBuiltServer } from './bench-server.mjs';

const require = createRequire(path.join(root, 'apps/server/package.json'));
const sharp = require('sharp');

const DOCUMENT_BYTES = 99_999_000;
const RSS_BUDGET_MB = 60;
const PHOTO_BUDGET_MS = 1000;
const IMAGE_MAX_BYTES = 10_000_000;

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Streams a multipart body whose file part is produced chunk by chunk (never whole here). */
function uploadMultipart(base, token, url, fileName, type, size, fill) {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            body: Buffer.concat(chunks).toString(),
            // checks + variants + store, apart from the transfer (the route's Server-Timing)
            processMs: Number(/process;dur=(\d+)/.exec(String(res.headers['server-timing']))?.[1]),
          }),
        );
      },
    );
    req.on('error', reject);
    (async () => {
      req.write(head);
      let sent = 0;
      for (const chunk of fill(size)) {
        sent += chunk.length;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      if (sent !== size) throw new Error(`sent ${sent} of ${size}`);
      req.end(tail);
    })().catch(reject);
  });
}

function* pdfFiller(size) {
  const header = Buffer.from('%PDF-1.7\n% bench attachment\n');
  yield header;
  const block = Buffer.alloc(1024 * 1024, 0x20);
  let left = size - header.length;
  while (left > 0) {
    const n = Math.min(block.length, left);
    left -= n;
    yield block.subarray(0, n);
  }
}

async function noisyJpeg() {
  // a 24-megapixel camera frame of fine detail, at the best quality that stays under 10 MB
  const width = 6000;
  const height = 4000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = ((i * 2654435761) >>> 24) ^ (i & 0xff);
  for (let quality = 98; quality >= 30; quality -= 2) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .blur(0.6)
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length < IMAGE_MAX_BYTES) return jpeg;
  }
  throw new Error('could not make a photo under the limit');
}

const server = await startBuiltServer({
  env: { SEED_DEMO_DATA: '0', REQUEST_TIMEOUT_MS: '300000', FILES_CLEANUP_INTERVAL_MS: '0' },
});
let failed = false;
try {
  const { accessToken } = await signIn(server.base);
  const atStart = rssMb(server.pid);
  // warm-up: multipart, file-type, sharp and the store are loaded before measuring
  const warm = await uploadMultipart(
    server.base,
    accessToken,
    '/api/admin/common/upload-file',
    'warm.pdf',
    'application/pdf',
    200_000,
    pdfFiller,
  );
  if (warm.status !== 201) throw new Error(`warm-up upload: ${warm.status} ${warm.body}`);
  const smallPhoto = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#888' },
  })
    .jpeg()
    .toBuffer();
  await uploadMultipart(
    server.base,
    accessToken,
    '/api/admin/common/upload-photo',
    'warm.jpg',
    'image/jpeg',
    smallPhoto.length,
    function* () {
      yield smallPhoto;
    },
  );
  await new Promise((r) => setTimeout(r, 500));
  console.log(
    `server RSS after start ${atStart.toFixed(0)} MB, after warm-up ${rssMb(server.pid).toFixed(0)} MB`,
  );

  // 1. 100 MB attachment
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 20);
  const started = performance.now();
  const doc = await uploadMultipart(
    server.base,
    accessToken,
    '/api/admin/common/upload-file',
    'big.pdf',
    'application/pdf',
    DOCUMENT_BYTES,
    pdfFiller,
  );
  const docMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(server.pid));
  if (doc.status !== 201) throw new Error(`100 MB upload: ${doc.status} ${doc.body.slice(0, 300)}`);
  const growth = peak - before;
  console.log(
    `100 MB attachment (${DOCUMENT_BYTES} bytes, multipart): ${(docMs / 1000).toFixed(1)} s, ` +
      `server RSS ${before.toFixed(0)} MB → peak ${peak.toFixed(0)} MB (growth ${growth.toFixed(1)} MB, budget < ${RSS_BUDGET_MB} MB)`,
  );
  if (growth >= RSS_BUDGET_MB) failed = true;

  // 2. 10 MB photo: thumbnail + display size
  const photo = await noisyJpeg();
  const times = [];
  const serverTimes = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const res = await uploadMultipart(
      server.base,
      accessToken,
      '/api/admin/common/upload-photo',
      `photo${i}.jpg`,
      'image/jpeg',
      photo.length,
      function* () {
        for (let o = 0; o < photo.length; o += 1024 * 1024)
          yield photo.subarray(o, o + 1024 * 1024);
      },
    );
    times.push(performance.now() - t0);
    serverTimes.push(res.processMs);
    if (res.status !== 201)
      throw new Error(`photo upload: ${res.status} ${res.body.slice(0, 300)}`);
    const file = JSON.parse(res.body).file;
    if (!file.thumbUrl.endsWith('thumb.webp') || !file.imageUrl.endsWith('display.webp')) {
      throw new Error('the photo has no variants');
    }
  }
  const median = [...times].sort((a, b) => a - b)[1];
  console.log(
    `10 MB photo (${photo.length} bytes, 6000×4000 JPEG): upload answered with thumbnail and display size in ` +
      `${times.map((t) => t.toFixed(0)).join(' / ')} ms (median ${median.toFixed(0)} ms, budget < ${PHOTO_BUDGET_MS} ms)`,
  );
  console.log(
    `  of which the server's checks, variants and store (Server-Timing): ${serverTimes.join(' / ')} ms; ` +
      `load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  if (median >= PHOTO_BUDGET_MS) failed = true;
} finally {
  await server.stop();
}
if (failed) {
  console.error('bench:files: over budget');
  process.exit(1);
}
