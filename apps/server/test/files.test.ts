import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import {
  IMAGE_MAX_BYTES,
  JSON_UPLOAD_MAX_BYTES,
  SVG_MAX_BYTES,
  SVG_MAX_ELEMENTS,
  type StoredFile,
} from '@backoffice/contract';
import { auditLog, files } from '../src/db/schema/index.js';
import { cleanupUnusedFiles } from '../src/core/files/cleanup.js';
import { resolveFileInput, storeFile } from '../src/core/files/service.js';
import { AppError } from '../src/core/errors.js';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, fakeClock, signIn } from './helpers/auth.js';
import { TEST_ADMIN_EMAIL } from './helpers/test-config.js';
import { multipart } from './helpers/multipart.js';
import * as sample from './helpers/file-samples.js';

const PHOTO = '/api/admin/common/upload-photo';
const FILE = '/api/admin/common/upload-file';

let uploadsDir: string;
const clock = fakeClock();
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));
const ctx = useTestApp({
  env: () => {
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-test-'));
    return { UPLOADS_DIR: uploadsDir, FILES_CLEANUP_INTERVAL_MS: '0' };
  },
  clock,
});

const json = (url: string, content: Buffer | string, fileName: string, headers = ctx.admin) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers,
    payload: {
      file: {
        base64: Buffer.isBuffer(content) ? content.toString('base64') : content,
        fileName,
      },
    },
  });

const fetchUpload = (url: string) => ctx.app.inject({ method: 'GET', url });

async function uploaded(url: string, content: Buffer, fileName: string): Promise<StoredFile> {
  const res = await json(url, content, fileName);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file as StoredFile;
}

const codeOf = (res: { json(): { errors: { code: string }[] } }) => res.json().errors[0]?.code;

describe('upload-photo: every accepted image type', () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string, boolean][] = [
    ['photo.png', () => sample.png(), 'image/png', true],
    ['photo.jpg', () => sample.jpeg(), 'image/jpeg', true],
    ['photo.jpeg', () => sample.jpeg(), 'image/jpeg', true],
    ['photo.gif', () => sample.gif(), 'image/gif', true],
    ['photo.webp', () => sample.webp(), 'image/webp', true],
    ['photo.bmp', () => sample.bmp(), 'image/bmp', false],
    ['logo.svg', () => sample.svg(), 'image/svg+xml', false],
  ];
  for (const [name, make, mime, raster] of cases) {
    it(`${name} → 201, served as ${mime}${raster ? ' with WebP display size and thumbnail' : ''}`, async () => {
      const file = await uploaded(PHOTO, await make(), name);
      expect(file.mimeType).toBe(mime);
      expect(file.fileName).toBe(name);
      expect(file.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\/original\.[a-z]+$/);
      const original = await fetchUpload(file.url);
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe(mime);
      expect(original.headers['x-content-type-options']).toBe('nosniff');
      expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(original.headers['content-security-policy']).toContain('sandbox');
      expect(original.headers['content-disposition']).toBeUndefined();
      if (raster) {
        expect(file.imageUrl).toMatch(/\/display\.webp$/);
        expect(file.thumbUrl).toMatch(/\/thumb\.webp$/);
        const thumb = await fetchUpload(file.thumbUrl as string);
        expect(thumb.headers['content-type']).toBe('image/webp');
        const meta = await sharp(thumb.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 192, 128]);
        const display = await sharp(
          (await fetchUpload(file.imageUrl as string)).rawPayload,
        ).metadata();
        expect(display.format).toBe('webp');
      } else {
        expect(file.imageUrl).toBe(file.url);
        expect(file.thumbUrl).toBe(file.url);
      }
    });
  }

  it('a display size is at most 1600 px wide and never enlarged', async () => {
    const big = await uploaded(PHOTO, await sample.png(2400, 1200), 'wide.png');
    const meta = await sharp((await fetchUpload(big.imageUrl as string)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    const small = await uploaded(PHOTO, await sample.png(300, 200), 'small.png');
    const smallMeta = await sharp(
      (await fetchUpload(small.imageUrl as string)).rawPayload,
    ).metadata();
    expect(smallMeta.width).toBe(300);
  });

  it('records the upload in the files table and the audit log, by the uploader', async () => {
    const file = await uploaded(PHOTO, await sample.png(), 'audited.png');
    const [row] = await ctx.db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({ kind: 'photo', fileName: 'audited.png', width: 4, height: 3 });
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, file.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'file.upload',
      entityType: 'file',
      actorEmail: TEST_ADMIN_EMAIL,
    });
  });
});

describe('upload-file: every accepted document type, and images', () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string][] = [
    ['report.pdf', sample.pdf, 'application/pdf'],
    ['letter.doc', () => sample.cfb('WordDocument'), 'application/msword'],
    [
      'letter.docx',
      () => sample.ooxml('docx'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['data.csv', sample.csv, 'text/csv'],
    ['sheet.xls', () => sample.cfb('Workbook'), 'application/vnd.ms-excel'],
    [
      'sheet.xlsx',
      () => sample.ooxml('xlsx'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['feed.xml', sample.xml, 'application/xml'],
    ['notes.txt', sample.txt, 'text/plain'],
    ['slides.ppt', () => sample.cfb('PowerPoint Document'), 'application/vnd.ms-powerpoint'],
    [
      'slides.pptx',
      () => sample.ooxml('pptx'),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['slides.odp', () => sample.odf('odp'), 'application/vnd.oasis.opendocument.presentation'],
    ['text.odt', () => sample.odf('odt'), 'application/vnd.oasis.opendocument.text'],
    ['sheet.ods', () => sample.odf('ods'), 'application/vnd.oasis.opendocument.spreadsheet'],
  ];
  for (const [name, make, mime] of cases) {
    it(`${name} → 201, downloaded as an attachment under its name`, async () => {
      const content = await make();
      const file = await uploaded(FILE, content, name);
      expect(file).toMatchObject({ mimeType: mime, fileName: name, size: content.length });
      expect(file.imageUrl).toBeNull();
      const res = await fetchUpload(file.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(mime);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      );
      expect(res.rawPayload.equals(content)).toBe(true);
    });
  }

  it('takes an image too (a page attachment may be a picture)', async () => {
    const file = await uploaded(FILE, await sample.png(), 'plan.png');
    expect(file.mimeType).toBe('image/png');
    expect((await fetchUpload(file.url)).headers['content-disposition']).toBeUndefined();
  });

  it('names a download with a non-ASCII name exactly (RFC 5987)', async () => {
    const file = await uploaded(FILE, sample.pdf(), 'Umowa – żółć.pdf');
    const disposition = (await fetchUpload(file.url)).headers['content-disposition'] as string;
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Umowa – żółć.pdf')}`);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"/);
  });
});

describe('refusals, each with its code', () => {
  it('a PDF sent as a photo: 400 WRONG_IMAGE_TYPE', async () => {
    const res = await json(PHOTO, sample.pdf(), 'report.pdf');
    expect([res.statusCode, codeOf(res)]).toEqual([400, 'UPLOAD:WRONG_IMAGE_TYPE']);
  });

  it('a .png name holding a PDF: refused on both routes', async () => {
    const photo = await json(PHOTO, sample.pdf(), 'innocent.png');
    expect([photo.statusCode, codeOf(photo)]).toEqual([400, 'UPLOAD:WRONG_IMAGE_TYPE']);
    const file = await json(FILE, sample.pdf(), 'innocent.png');
    expect([file.statusCode, codeOf(file)]).toEqual([400, 'UPLOAD:WRONG_FILE_TYPE']);
  });

  it('a PNG named .jpg, and a docx named .xlsx: the name must match the content', async () => {
    const photo = await json(PHOTO, await sample.png(), 'photo.jpg');
    expect(codeOf(photo)).toBe('UPLOAD:WRONG_IMAGE_TYPE');
    const file = await json(FILE, sample.ooxml('docx'), 'sheet.xlsx');
    expect(codeOf(file)).toBe('UPLOAD:WRONG_FILE_TYPE');
  });

  it('a type not on the list: 400 WRONG_FILE_TYPE', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)]);
    expect(codeOf(await json(FILE, elf, 'tool.exe'))).toBe('UPLOAD:WRONG_FILE_TYPE');
    expect(codeOf(await json(FILE, sample.zip([['a.txt', 'x']]), 'archive.zip'))).toBe(
      'UPLOAD:WRONG_FILE_TYPE',
    );
    expect(
      codeOf(await json(FILE, Buffer.from('<html><script>1</script></html>'), 'page.html')),
    ).toBe('UPLOAD:WRONG_FILE_TYPE');
  });

  it('text formats are checked by content: NUL, invalid UTF-8, not XML, not SVG', async () => {
    const nul = Buffer.from('a\u0000b');
    expect(codeOf(await json(FILE, nul, 'notes.txt'))).toBe('UPLOAD:WRONG_FILE_TYPE');
    expect(codeOf(await json(FILE, Buffer.from([0x61, 0xff, 0xfe, 0x62]), 'data.csv'))).toBe(
      'UPLOAD:WRONG_FILE_TYPE',
    );
    expect(codeOf(await json(FILE, Buffer.from('just words'), 'feed.xml'))).toBe(
      'UPLOAD:WRONG_FILE_TYPE',
    );
    expect(codeOf(await json(PHOTO, Buffer.from('<html><body/></html>'), 'logo.svg'))).toBe(
      'UPLOAD:WRONG_IMAGE_TYPE',
    );
    expect(codeOf(await json(PHOTO, Buffer.from('<svg><rect></svg>'), 'broken.svg'))).toBe(
      'UPLOAD:WRONG_IMAGE_TYPE',
    );
  });

  it('an empty file: 400 EMPTY_FILE (JSON and multipart)', async () => {
    const res = await json(PHOTO, '', 'empty.png');
    expect([res.statusCode, codeOf(res)]).toEqual([400, 'UPLOAD:EMPTY_FILE']);
    const form = multipart([{ name: 'file', fileName: 'empty.png', content: Buffer.alloc(0) }]);
    const viaForm = await ctx.app.inject({
      method: 'POST',
      url: PHOTO,
      headers: { ...ctx.admin, ...form.headers },
      payload: form.payload,
    });
    expect([viaForm.statusCode, codeOf(viaForm)]).toEqual([400, 'UPLOAD:EMPTY_FILE']);
  });

  it('malformed base64: 400 INVALID_BASE64', async () => {
    for (const bad of ['abc', '!!!!', 'aGVsbG8=x', 'aGVs bG8=', '====']) {
      const res = await json(FILE, bad, 'notes.txt');
      expect([res.statusCode, codeOf(res)], bad).toEqual([400, 'UPLOAD:INVALID_BASE64']);
    }
  });

  it('an image over the limit by one byte: 413 IMAGE_TOO_LARGE; one byte less is accepted', async () => {
    const image = await sample.png();
    const padded = (size: number) => Buffer.concat([image, Buffer.alloc(size - image.length)]);
    const over = await json(PHOTO, padded(IMAGE_MAX_BYTES), 'big.png');
    expect([over.statusCode, codeOf(over)]).toEqual([413, 'UPLOAD:IMAGE_TOO_LARGE']);
    const form = multipart([
      { name: 'file', fileName: 'big.png', content: padded(IMAGE_MAX_BYTES) },
    ]);
    const viaForm = await ctx.app.inject({
      method: 'POST',
      url: PHOTO,
      headers: { ...ctx.admin, ...form.headers },
      payload: form.payload,
    });
    expect([viaForm.statusCode, codeOf(viaForm)]).toEqual([413, 'UPLOAD:IMAGE_TOO_LARGE']);
    const under = await json(PHOTO, padded(IMAGE_MAX_BYTES - 1), 'just-under.png');
    expect(under.statusCode, under.body).toBe(201);
    expect(under.json().file.size).toBe(IMAGE_MAX_BYTES - 1);
  });

  it('a JSON body far over the route limit: 413 with the upload code, not a generic one', async () => {
    const res = await json(PHOTO, 'A'.repeat(15_000_000), 'huge.png');
    expect([res.statusCode, codeOf(res)]).toEqual([413, 'UPLOAD:IMAGE_TOO_LARGE']);
  });

  it('a JSON upload of a document over its limit: 413 naming the multipart path, which takes it', async () => {
    const pdf = Buffer.concat([sample.pdf(), Buffer.alloc(JSON_UPLOAD_MAX_BYTES, 0x20)]);
    const viaJson = await json(FILE, pdf, 'big.pdf');
    expect([viaJson.statusCode, codeOf(viaJson)]).toEqual([413, 'UPLOAD:JSON_UPLOAD_TOO_LARGE']);
    expect(viaJson.json().errors[0].message).toMatch(/multipart\/form-data/);
    // a body over the JSON limit is refused before it is parsed, with the same answer
    const body = await json(FILE, 'A'.repeat(20_000_000), 'huge.pdf');
    expect([body.statusCode, codeOf(body)]).toEqual([413, 'UPLOAD:JSON_UPLOAD_TOO_LARGE']);
    expect(body.json().errors[0].message).toMatch(/multipart\/form-data/);
    const form = multipart([{ name: 'file', fileName: 'big.pdf', content: pdf }]);
    const viaForm = await ctx.app.inject({
      method: 'POST',
      url: FILE,
      headers: { ...ctx.admin, ...form.headers },
      payload: form.payload,
    });
    expect(viaForm.statusCode, viaForm.body).toBe(201);
    expect(viaForm.json().file.size).toBe(pdf.length);
  });

  it('an SVG over its element or size limit: 413 naming the limit, before it is parsed', async () => {
    const shapes = (n: number) => '<rect width="1" height="1"/>'.repeat(n);
    const many = await json(PHOTO, sample.svg(shapes(SVG_MAX_ELEMENTS + 1)), 'many.svg');
    expect([many.statusCode, codeOf(many)]).toEqual([413, 'UPLOAD:SVG_TOO_MANY_ELEMENTS']);
    expect(many.json().errors[0].message).toContain(String(SVG_MAX_ELEMENTS));
    const padding = `<!--${' '.repeat(SVG_MAX_BYTES)}-->`;
    const large = await json(PHOTO, sample.svg(`<rect width="1"/>${padding}`), 'large.svg');
    expect([large.statusCode, codeOf(large)]).toEqual([413, 'UPLOAD:SVG_TOO_LARGE']);
    expect(large.json().errors[0].message).toContain(String(SVG_MAX_BYTES));
    // a real logo is far below both
    expect((await json(PHOTO, sample.svg(shapes(200)), 'logo.svg')).statusCode).toBe(201);
  });

  it('a decompression bomb (over 50 megapixels, read from the header): 400 IMAGE_TOO_MANY_PIXELS', async () => {
    const bomb = await sample.pngClaiming(10_000, 10_000);
    expect(bomb.length).toBeLessThan(200);
    const res = await json(PHOTO, bomb, 'bomb.png');
    expect([res.statusCode, codeOf(res)]).toEqual([400, 'UPLOAD:IMAGE_TOO_MANY_PIXELS']);
    const bmpBomb = sample.bmp(2, 2);
    bmpBomb.writeInt32LE(20_000, 18);
    bmpBomb.writeInt32LE(-20_000, 22);
    expect(codeOf(await json(PHOTO, bmpBomb, 'bomb.bmp'))).toBe('UPLOAD:IMAGE_TOO_MANY_PIXELS');
  });

  it('a truncated image whose header is fine: 400 WRONG_IMAGE_TYPE, nothing stored', async () => {
    const whole = await sample.jpeg(200, 200);
    const before = (await ctx.db.select().from(files)).length;
    const res = await json(PHOTO, whole.subarray(0, whole.length / 2), 'cut.jpg');
    expect([res.statusCode, codeOf(res)]).toEqual([400, 'UPLOAD:WRONG_IMAGE_TYPE']);
    expect((await ctx.db.select().from(files)).length).toBe(before);
  });

  it('the global input guard still applies to the large JSON body: NUL in the name or the data', async () => {
    const name = await json(PHOTO, await sample.png(), 'a\u0000.png');
    expect([name.statusCode, codeOf(name)]).toEqual([400, 'REQUEST:INVALID_CHARACTERS']);
    const data = await json(PHOTO, 'AAAA\u0000', 'a.png');
    expect([data.statusCode, codeOf(data)]).toEqual([400, 'REQUEST:INVALID_CHARACTERS']);
  });

  it('a missing file name: 400 FILE_NAME_IS_REQUIRED', async () => {
    const res = await json(PHOTO, await sample.png(), '   ');
    expect(codeOf(res)).toBe('REQUEST:FILE_NAME_IS_REQUIRED');
  });
});

describe('SVG: active content removed on upload, served sandboxed', () => {
  const payloads = [
    '<script>alert(document.cookie)</script>',
    '<rect width="5" height="5" onload="alert(1)" onclick="alert(2)"/>',
    '<a href="javascript:alert(3)"><text>x</text></a>',
    '<a xlink:href="javascript:alert(4)" xmlns:xlink="http://www.w3.org/1999/xlink"><text>y</text></a>',
    '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(5)"/></div></foreignObject>',
    '<animate attributeName="href" to="javascript:alert(6)"/>',
    '<set attributeName="onmouseover" to="alert(7)"/>',
    '<image href="https://evil.example/track.png"/>',
    '<use href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDgpPC9zY3JpcHQ+PC9zdmc+"/>',
    '<style>@import url(https://evil.example/x.css);</style>',
    '<iframe src="javascript:alert(9)"/>',
  ];
  it('keeps the drawing and drops every payload', async () => {
    const dirty = sample
      .svg(`<rect width="10" height="10" fill="#36c"/>${payloads.join('')}`)
      .toString()
      .replace('<svg ', '<svg onload="alert(0)" ');
    const file = await uploaded(PHOTO, Buffer.from(dirty), 'dirty.svg');
    const res = await fetchUpload(file.url);
    const served = res.body;
    expect(served).toContain('<rect');
    expect(served).toContain('fill="#36c"');
    for (const bad of [
      '<script',
      'onload',
      'onclick',
      'onerror',
      'onmouseover',
      'javascript:',
      'foreignObject',
      '<iframe',
      '<style',
      'evil.example',
      '<use',
      'data:',
    ]) {
      expect(served.toLowerCase(), bad).not.toContain(bad.toLowerCase());
    }
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // the sanitised copy is still a well-formed SVG document
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('svg');
  });
});

describe('names and paths', () => {
  it('a path-traversal file name is metadata only: its last segment is kept, the key is random', async () => {
    for (const name of ['../../../etc/passwd.png', '..\\..\\windows\\win.png', '/abs/path.png']) {
      const file = await uploaded(PHOTO, await sample.png(), name);
      expect(file.fileName).not.toMatch(/[/\\]/);
      expect(file.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\/original\.png$/);
    }
    const files_ = fs.readdirSync(uploadsDir, { recursive: true }) as string[];
    expect(files_.some((f) => f.includes('passwd') || f.includes('win.png'))).toBe(false);
  });

  it('no URL outside the store is served', async () => {
    fs.writeFileSync(path.join(uploadsDir, '..', 'secret.txt'), 'TOP-SECRET-CONTENT');
    for (const url of [
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/%2e%2e%2fsecret.txt',
      '/uploads/..%2f..%2fetc%2fpasswd',
      '/uploads/00000000-0000-0000-0000-000000000000/original.png',
      '/uploads/00000000-0000-0000-0000-000000000000/../../secret.txt',
      '/uploads/',
      '/uploads/x',
    ]) {
      const res = await fetchUpload(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('TOP-SECRET-CONTENT');
    }
  });
});

describe('multipart/form-data', () => {
  const send = (url: string, parts: Parameters<typeof multipart>[0]) => {
    const form = multipart(parts);
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...ctx.admin, ...form.headers },
      payload: form.payload,
    });
  };

  it('takes the file part, named by the fileName field before or after it, or by its own name', async () => {
    const image = await sample.png();
    const after = await send(PHOTO, [
      { name: 'file', fileName: 'blob', content: image },
      { name: 'fileName', value: 'chosen.png' },
    ]);
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json().file.fileName).toBe('chosen.png');
    const before = await send(FILE, [
      { name: 'fileName', value: 'Regulamin.pdf' },
      { name: 'file', fileName: 'blob', content: sample.pdf() },
    ]);
    expect(before.json().file).toMatchObject({
      fileName: 'Regulamin.pdf',
      mimeType: 'application/pdf',
    });
    const own = await send(PHOTO, [{ name: 'file', fileName: 'own.png', content: image }]);
    expect(own.json().file.fileName).toBe('own.png');
    expect((await fetchUpload(own.json().file.url)).rawPayload.equals(image)).toBe(true);
  });

  it('refuses a form without a file, two files, a NUL in the name, a malformed body', async () => {
    expect(codeOf(await send(PHOTO, [{ name: 'fileName', value: 'x.png' }]))).toBe(
      'UPLOAD:EMPTY_FILE',
    );
    const two = await send(PHOTO, [
      { name: 'file', fileName: 'a.png', content: await sample.png() },
      { name: 'file', fileName: 'b.png', content: await sample.png() },
    ]);
    expect(two.statusCode).toBeGreaterThanOrEqual(400);
    expect(two.statusCode).toBeLessThan(500);
    const nul = await send(PHOTO, [
      { name: 'file', fileName: 'a.png', content: await sample.png() },
      { name: 'fileName', value: 'a\u0000.png' },
    ]);
    expect([nul.statusCode, codeOf(nul)]).toEqual([400, 'REQUEST:INVALID_CHARACTERS']);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: PHOTO,
      headers: { ...ctx.admin, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBe(400);
    const noBoundary = await ctx.app.inject({
      method: 'POST',
      url: PHOTO,
      headers: { ...ctx.admin, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    // nothing left in the spool folder
    const spool = path.join(ctx.app.deps.config.files.tempDir);
    expect(fs.existsSync(spool) ? fs.readdirSync(spool) : []).toEqual([]);
  });
});

describe('who may upload', () => {
  it('401 without a token, 403 without any area permission that takes files', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: PHOTO,
      payload: { file: { base64: 'AAAA', fileName: 'a.png' } },
    });
    expect(anonymous.statusCode).toBe(401);
    const faqOnly = await createUser(ctx.db, {
      permissions: ['admin:faq:create', 'admin:faq:edit', 'admin:slider:list'],
    });
    const { accessToken } = await signIn(ctx.app, faqOnly.email, faqOnly.password);
    const res = await json(PHOTO, await sample.png(), 'a.png', bearer(accessToken));
    expect([res.statusCode, codeOf(res)]).toEqual([403, 'AUTH:FORBIDDEN']);
  });

  it('any one create or edit permission of an area that takes files is enough', async () => {
    for (const permission of [
      'admin:static-content:edit',
      'admin:blog:create',
      'admin:agreement:edit',
    ]) {
      const user = await createUser(ctx.db, { permissions: [permission] });
      const { accessToken } = await signIn(ctx.app, user.email, user.password);
      const res = await json(FILE, sample.pdf(), 'a.pdf', bearer(accessToken));
      expect(res.statusCode, permission).toBe(201);
    }
  });
});

describe('EXIF and GPS', () => {
  it('are gone from the original, the display size and the thumbnail', async () => {
    const leaky = await sample.jpegWithGps();
    expect((await sharp(leaky).metadata()).exif).toBeDefined();
    const file = await uploaded(PHOTO, leaky, 'holiday.jpg');
    for (const url of [file.url, file.imageUrl, file.thumbUrl] as string[]) {
      const bytes = (await fetchUpload(url)).rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(bytes.includes(Buffer.from('GPS')), url).toBe(false);
      expect(bytes.includes(Buffer.from('TestPhone')), url).toBe(false);
    }
    // the original is still the same picture, as a JPEG
    const original = await sharp((await fetchUpload(file.url)).rawPayload).metadata();
    expect([original.format, original.width, original.height]).toEqual(['jpeg', 64, 48]);
  });

  it('a picture without metadata keeps its exact original bytes', async () => {
    const plain = await sample.jpeg();
    const file = await uploaded(PHOTO, plain, 'plain.jpg');
    expect((await fetchUpload(file.url)).rawPayload.equals(plain)).toBe(true);
  });
});

describe('resolveFileInput (what an area calls when it saves a record)', () => {
  const actor = { id: null, email: 'tester@example.com', ip: '127.0.0.1' };
  const resolve = (
    input: Parameters<typeof resolveFileInput>[1],
    kind: 'photo' | 'file',
    current?: string,
  ) =>
    ctx.db.transaction((tx) =>
      resolveFileInput(tx, input, {
        files: ctx.app.deps.files,
        kind,
        actor,
        current: current ?? null,
        context: 'image',
      }),
    );
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).errors[0];
  };

  it('omitted keeps the current file, delete clears it, fileId must exist', async () => {
    const photo = await uploaded(PHOTO, await sample.png(), 'a.png');
    expect(await resolve(undefined, 'photo', photo.id)).toBe(photo.id);
    expect(await resolve({ delete: true }, 'photo', photo.id)).toBeNull();
    expect(await resolve({ fileId: photo.id }, 'photo')).toBe(photo.id);
    expect(
      await failure(resolve({ fileId: '00000000-0000-4000-8000-000000000000' }, 'photo')),
    ).toMatchObject({
      code: 'UPLOAD:FILE_NOT_FOUND',
      context: 'image',
    });
  });

  it('a document where a photo is wanted is refused; any file where a file is wanted', async () => {
    const doc = await uploaded(FILE, sample.pdf(), 'a.pdf');
    expect(await failure(resolve({ fileId: doc.id }, 'photo'))).toMatchObject({
      code: 'UPLOAD:WRONG_IMAGE_TYPE',
    });
    expect(await resolve({ fileId: doc.id }, 'file')).toBe(doc.id);
  });

  it("the spec's inline base64 is checked and stored like an upload, in the record's transaction", async () => {
    const id = await resolve(
      { base64: (await sample.png()).toString('base64'), fileName: 'inline.png' },
      'photo',
    );
    const [row] = await ctx.db
      .select()
      .from(files)
      .where(eq(files.id, id as string));
    expect(row).toMatchObject({ fileName: 'inline.png', mimeType: 'image/png' });
    expect(
      await failure(
        resolve({ base64: sample.pdf().toString('base64'), fileName: 'x.png' }, 'photo'),
      ),
    ).toMatchObject({
      code: 'UPLOAD:WRONG_IMAGE_TYPE',
      context: 'image',
    });
    expect(await failure(resolve({ base64: '%%%', fileName: 'x.png' }, 'photo'))).toMatchObject({
      code: 'UPLOAD:INVALID_BASE64',
    });
  });

  it('a rolled-back save leaves no row (its objects are swept later)', async () => {
    const count = async () => (await ctx.db.select().from(files)).length;
    const before = await count();
    await ctx.db
      .transaction(async (tx) => {
        await resolveFileInput(
          tx,
          { base64: (await sample.png()).toString('base64'), fileName: 'r.png' },
          {
            files: ctx.app.deps.files,
            kind: 'photo',
            actor,
          },
        );
        throw new Error('the record failed validation');
      })
      .catch(() => undefined);
    expect(await count()).toBe(before);
  });
});

describe('storeFile (demo data)', () => {
  it('runs the whole pipeline: checked, variants made, row and audit entry written', async () => {
    const stored = await ctx.db.transaction((tx) =>
      storeFile(ctx.app.deps.files, tx, {
        content: Buffer.from(sample.svg()),
        fileName: 'demo.svg',
        kind: 'photo',
        actor: { id: null, email: null, ip: null },
      }),
    );
    expect(stored.mimeType).toBe('image/svg+xml');
    expect((await fetchUpload(stored.url)).statusCode).toBe(200);
    const refused = ctx.db.transaction((tx) =>
      storeFile(ctx.app.deps.files, tx, {
        content: sample.pdf(),
        fileName: 'demo.png',
        kind: 'photo',
        actor: { id: null, email: null, ip: null },
      }),
    );
    await expect(refused).rejects.toThrow(/WRONG_IMAGE_TYPE/);
  });
});

describe('cleanup of unused files (fake clock)', () => {
  it('removes a file no record references 24 hours after upload, and keeps referenced ones', async () => {
    const db = ctx.db;
    await db.execute(sql`create table test_records (image_id uuid, body text)`);
    const byId = await uploaded(PHOTO, await sample.png(), 'kept-by-id.png');
    const byHtml = await uploaded(FILE, sample.pdf(), 'kept-by-link.pdf');
    const unused = await uploaded(PHOTO, await sample.png(), 'unused.png');
    await db.execute(
      sql`insert into test_records values (${byId.id}::uuid, ${`<p><a href="${byHtml.url}">PDF</a></p>`})`,
    );
    const service = {
      ...ctx.app.deps.files,
      references: [
        { name: 'test.image', fileIds: sql`select image_id as id from test_records` },
        { name: 'test.body', html: sql`select body as html from test_records` },
      ],
    };
    // an object whose row was never written (a crash between store and database)
    const orphanDir = path.join(uploadsDir, '11111111-2222-4333-8444-555555555555');
    fs.mkdirSync(orphanDir, { recursive: true });
    fs.writeFileSync(path.join(orphanDir, 'original.png'), await sample.png());

    const files24 = async () =>
      new Set((await db.select({ id: files.id }).from(files)).map((r) => r.id));
    const early = await cleanupUnusedFiles(
      service,
      db,
      new Date(clock.now().getTime() + 23 * 3600_000),
    );
    expect(early.removedFiles).not.toContain(unused.id);
    expect((await files24()).has(unused.id)).toBe(true);

    const old = new Date(Date.now() - 25 * 3600_000);
    fs.utimesSync(path.join(orphanDir, 'original.png'), old, old);
    const later = new Date(clock.now().getTime() + 25 * 3600_000);
    const result = await cleanupUnusedFiles(service, db, later);
    expect(result.ran).toBe(true);
    expect(result.removedFiles).toContain(unused.id);
    expect(result.removedFiles).not.toContain(byId.id);
    expect(result.removedFiles).not.toContain(byHtml.id);
    // the planted one, and the objects of the rolled-back save above
    expect(result.removedOrphanObjects).toBeGreaterThanOrEqual(1);
    const left = await files24();
    expect([left.has(unused.id), left.has(byId.id), left.has(byHtml.id)]).toEqual([
      false,
      true,
      true,
    ]);
    expect((await fetchUpload(unused.url)).statusCode).toBe(404);
    expect((await fetchUpload(unused.thumbUrl as string)).statusCode).toBe(404);
    expect((await fetchUpload(byId.url)).statusCode).toBe(200);
    expect((await fetchUpload(byHtml.url)).statusCode).toBe(200);
    expect(fs.existsSync(orphanDir)).toBe(false);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, unused.id))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(entry).toMatchObject({ action: 'file.delete', actorId: null });
    await db.execute(sql`drop table test_records`);
  });

  it('a file an undeclared foreign key holds is kept and reported; the others still go', async () => {
    const db = ctx.db;
    await db.execute(sql`create table test_fk (file_id uuid references files(id))`);
    const held = await uploaded(PHOTO, await sample.png(), 'held.png');
    const free = await uploaded(PHOTO, await sample.png(), 'free.png');
    await db.execute(sql`insert into test_fk values (${held.id}::uuid)`);
    const later = new Date(clock.now().getTime() + 25 * 3600_000);
    const result = await cleanupUnusedFiles({ ...ctx.app.deps.files, references: [] }, db, later);
    expect(result.keptByForeignKey).toContain(held.id);
    expect(result.removedFiles).toContain(free.id);
    expect((await fetchUpload(held.url)).statusCode).toBe(200);
    await db.execute(sql`drop table test_fk`);
  });

  it('two cleanups at once remove each file once', async () => {
    const unused = await uploaded(PHOTO, await sample.png(), 'twice.png');
    const later = new Date(clock.now().getTime() + 25 * 3600_000);
    const service = { ...ctx.app.deps.files, references: [] };
    const results = await Promise.all([
      cleanupUnusedFiles(service, ctx.db, later),
      cleanupUnusedFiles(service, ctx.db, later),
    ]);
    expect(results.flatMap((r) => r.removedFiles).filter((id) => id === unused.id)).toHaveLength(1);
  });
});
