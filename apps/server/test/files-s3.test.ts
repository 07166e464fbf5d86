import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import sharp from 'sharp';
import { createS3FileStore } from '../src/core/files/s3-store.js';
import type { FileStore } from '../src/core/files/store.js';
import { cleanupUnusedFiles } from '../src/core/files/cleanup.js';
import { useTestApp } from './helpers/test-app.js';
import { multipart } from './helpers/multipart.js';
import * as sample from './helpers/file-samples.js';

// A real S3-compatible HTTP server on loopback (s3rver): the AWS SDK is exercised, not mocked.
let s3: S3rver;
let endpoint: string;
let s3Dir: string;
const BUCKET = 'backoffice-uploads';

const s3Env = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  FILES_CLEANUP_INTERVAL_MS: '0',
});

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});
const ctx = useTestApp({ env: s3Env });

describe('S3 file store against s3rver', () => {
  const store = (): FileStore =>
    createS3FileStore({
      kind: 's3',
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'test/',
    });

  it('puts a stream, reads it back with its size, lists, deletes; a missing key is null', async () => {
    const s = store();
    const key = '6f1c2a9e-0c1d-4e2f-8a3b-4c5d6e7f8091/original.txt';
    const content = Buffer.from('hello from a stream\n'.repeat(1000));
    await s.put(
      key,
      Readable.from([content.subarray(0, 5000), content.subarray(5000)]),
      'text/plain',
    );
    expect(await s.exists(key)).toBe(true);
    const got = await s.get(key);
    expect(got?.size).toBe(content.length);
    const chunks: Buffer[] = [];
    for await (const chunk of got?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
    const listed: string[] = [];
    for await (const object of s.list()) listed.push(object.key);
    expect(listed).toContain(key);
    await s.delete(key);
    expect(await s.exists(key)).toBe(false);
    expect(await s.get(key)).toBeNull();
    await s.delete(key); // deleting twice is fine
    await s.close();
  });

  it('a multi-part upload (over one 5 MB part) streams through lib-storage', async () => {
    const s = store();
    const key = '7f1c2a9e-0c1d-4e2f-8a3b-4c5d6e7f8091/original.pdf';
    const size = 12 * 1024 * 1024 + 123;
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    async function* body() {
      let sent = 0;
      while (sent < size) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        yield chunk.subarray(0, n);
      }
    }
    await s.put(key, Readable.from(body()), 'application/pdf');
    expect((await s.get(key))?.size).toBe(size);
    await s.delete(key);
    await s.close();
  });

  it('refuses a key that is not one the server makes', async () => {
    const s = store();
    await expect(s.get('../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    await s.close();
  });
});

describe('uploads through the app with S3_BUCKET set', () => {
  it('stores the original and variants in the bucket and serves them from it', async () => {
    const form = multipart([
      { name: 'file', fileName: 'hero.jpg', content: await sample.jpegWithGps() },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/common/upload-photo',
      headers: { ...ctx.admin, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json().file;
    expect(ctx.app.deps.files.store.kind).toBe('s3');
    for (const url of [file.url, file.imageUrl, file.thumbUrl]) {
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    }
    // the objects really are in the bucket, under the server's random key
    const key = (file.url as string).replace('/uploads/', '');
    expect(await ctx.app.deps.files.store.exists(key)).toBe(true);

    // and the cleanup removes them from the bucket
    const later = new Date(Date.now() + 25 * 3600_000);
    const service = { ...ctx.app.deps.files, references: [] };
    const result = await cleanupUnusedFiles(service, ctx.db, later);
    expect(result.removedFiles).toContain(file.id);
    expect(await ctx.app.deps.files.store.exists(key)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });

  it('a document through JSON is downloaded from the bucket as an attachment', async () => {
    const pdf = sample.pdf();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/common/upload-file',
      headers: ctx.admin,
      payload: { file: { base64: pdf.toString('base64'), fileName: 'terms.pdf' } },
    });
    expect(res.statusCode).toBe(201);
    const served = await ctx.app.inject({ method: 'GET', url: res.json().file.url });
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers['content-disposition']).toContain('attachment');
  });
});
