import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/index.js';
import { AppError } from '../errors.js';
import { isImageType, mimeOfExtension } from './content.js';
import { isValidKey } from './store.js';

/**
 * Served files never run in the app's origin: a sandboxed document has an opaque origin, no
 * scripts, no forms, no plugins (an SVG's leftover script, a crafted PDF or HTML-looking text).
 */
const UPLOAD_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

const notFound = () =>
  new AppError(404, [{ code: 'UPLOAD:FILE_NOT_FOUND', message: 'No such file' }]);

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * `GET /uploads/<uuid>/<variant>.<ext>` from whichever store is configured. Keys are made by the
 * server; anything else (`..`, encoded slashes, other names) is a 404 before the store is asked.
 * Images are shown inline; every other type is a download (decision 0006), under the user's name.
 */
export function registerUploadServing(app: FastifyInstance): void {
  app.get(
    '/uploads/*',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isValidKey(key)) throw notFound();
      const ext = key.slice(key.lastIndexOf('.') + 1);
      const mime = mimeOfExtension(ext);
      if (!mime) throw notFound();
      let downloadName: string | null = null;
      if (!isImageType(mime)) {
        const id = key.slice(0, key.indexOf('/'));
        const [row] = await app.deps.database.db
          .select({ fileName: files.fileName })
          .from(files)
          .where(eq(files.id, id));
        if (!row) throw notFound();
        downloadName = row.fileName;
      }
      const object = await app.deps.files.store.get(key);
      if (!object) throw notFound();
      reply
        .header('content-type', mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime)
        .header('content-length', object.size)
        .header('x-content-type-options', 'nosniff')
        // a key is never reused for other bytes: cache it for a year
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', UPLOAD_CSP)
        // public content: the public website shows these images from its own origin
        .header('cross-origin-resource-policy', 'cross-origin');
      if (downloadName !== null)
        reply.header('content-disposition', contentDisposition(downloadName));
      return reply.send(object.stream);
    },
  );
}
