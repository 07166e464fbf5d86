import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  JSON_UPLOAD_MAX_BYTES,
  SVG_MAX_BYTES,
  SVG_MAX_ELEMENTS,
  UPLOAD_ERROR_CODES,
  UPLOAD_PERMISSIONS,
  errorResponseSchema,
  uploadJsonSchema,
  uploadResponseSchema,
  type PermissionName,
  type UploadJson,
  type UploadKind,
  uploadsPaths,
} from '@backoffice/contract';
import { actorOf } from '../../core/crud.js';
import { AppError } from '../../core/errors.js';
import { emptyFile, jsonUploadTooLarge, maxBytesOf, tooLarge } from '../../core/files/content.js';
import {
  discardPrepared,
  insertFile,
  prepareFile,
  spoolBase64,
  spoolStream,
  type FileService,
  type Spooled,
} from '../../core/files/service.js';
import { toErrorResponse } from '../../core/http/error-handler.js';
import { findInputProblem } from '../../core/http/input-guard.js';

const permission: readonly PermissionName[] = UPLOAD_PERMISSIONS;

/**
 * The JSON body carries base64 (4 bytes per 3) plus its envelope, and is held whole in the heap
 * (as text, parsed, then decoded): under the server's heap cap a 100 MB document this way ended
 * the process, so JSON takes files under JSON_UPLOAD_MAX_BYTES. Multipart, streamed to the spool
 * folder, takes the route's whole limit (its parser reads no body, so this limit is not its).
 */
const JSON_BODY_LIMIT = Math.ceil((JSON_UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024;

function requestError(status: number, code: string, message: string, context?: string) {
  return new AppError(status, [{ code, message, ...(context ? { context } : {}) }]);
}

/** The multipart form's file name field, checked as the JSON body's `fileName` is. */
function checkedFileName(value: string): string {
  const problem = findInputProblem(value, 'body');
  if (problem) {
    throw requestError(400, `REQUEST:${problem.code}`, problem.message, 'file.fileName');
  }
  const name = value.trim();
  if (!name)
    throw requestError(
      400,
      'REQUEST:FILE_NAME_IS_REQUIRED',
      'A file name is required',
      'file.fileName',
    );
  if (name.length > 255)
    throw requestError(
      400,
      'REQUEST:VALIDATION_FAILED',
      'The file name is too long',
      'file.fileName',
    );
  return name;
}

/**
 * `multipart/form-data`: the `file` part is streamed to the spool folder as it arrives (never
 * held whole in memory), counted and cut off at the limit; an optional `fileName` field, before
 * or after the file, names it (else the part's own file name).
 */
async function readMultipart(
  request: FastifyRequest,
  files: FileService,
  kind: UploadKind,
): Promise<{ spooled: Spooled; fileName: string }> {
  let spooled: Spooled | null = null;
  let partName = '';
  let fieldName: string | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytesOf(kind) } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || spooled) {
          part.file.resume();
          throw requestError(
            400,
            'REQUEST:VALIDATION_FAILED',
            'Send one file, in the field "file"',
            'file',
          );
        }
        spooled = await spoolStream(files, part.file, kind);
        if (part.file.truncated) throw tooLarge(kind);
        partName = part.filename;
      } else if (part.fieldname === 'fileName' && typeof part.value === 'string') {
        fieldName = part.value;
      }
    }
    if (!spooled) throw emptyFile();
    const fileName = checkedFileName(fieldName ?? partName);
    return { spooled, fileName };
  } catch (error) {
    await spooled?.discard();
    throw multipartError(error, kind);
  }
}

/** Busboy's and @fastify/multipart's failures as our error shape: never a 500 for bad input. */
function multipartError(error: unknown, kind: UploadKind): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(kind);
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return requestError(
      status,
      'REQUEST:INVALID',
      (error as Error).message || 'Bad multipart body',
    );
  }
  // a malformed body surfaces as a plain Error from the parser ("Unexpected end of form")
  if (error instanceof Error && !(error as NodeJS.ErrnoException).syscall) {
    return requestError(
      400,
      'REQUEST:INVALID',
      `The multipart body is malformed: ${error.message}`,
    );
  }
  return error;
}

/**
 * A JSON body over its limit is a file too large for JSON: said so, naming multipart, where the
 * route takes larger files (documents); for a photo, whose limit JSON takes, it is too large.
 */
function uploadErrorHandler(kind: UploadKind) {
  const bodyTooLarge = () =>
    maxBytesOf(kind) > JSON_UPLOAD_MAX_BYTES ? jsonUploadTooLarge() : tooLarge(kind);
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const mapped =
      (error as { code?: unknown }).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? bodyTooLarge() : error;
    const { status, body } = toErrorResponse(mapped);
    // the JSON schema's own refusals (an empty base64) carry the upload's codes too
    for (const problem of body.errors) {
      const code = problem.code.replace(/^REQUEST:/, '');
      if ((UPLOAD_ERROR_CODES as readonly string[]).includes(code)) problem.code = `UPLOAD:${code}`;
    }
    if (status >= 500) request.log.error({ err: error }, 'upload failed');
    void reply.status(status).send(body);
  };
}

/** REQ-FILES-1 Upload photo and Upload file (`POST /api/admin/common/upload-*`). */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 4, fieldSize: 4096, parts: 6, headerPairs: 100 },
  });

  const upload = async (
    request: FastifyRequest<{ Body: UploadJson | null | undefined }>,
    reply: FastifyReply,
    kind: UploadKind,
  ) => {
    const { files, database, clock } = app.deps;
    let spooled: Spooled | null = null;
    try {
      let fileName: string;
      if (request.isMultipart()) {
        ({ spooled, fileName } = await readMultipart(request, files, kind));
      } else {
        if (!request.body) throw emptyFile();
        spooled = await spoolBase64(files, request.body.file.base64, kind, JSON_UPLOAD_MAX_BYTES);
        fileName = request.body.file.fileName;
      }
      const received = performance.now();
      const prepared = await prepareFile(files, spooled, fileName, kind);
      const processed = performance.now();
      try {
        const file = await database.db.transaction((tx) =>
          insertFile(tx, prepared, actorOf(request), clock.now()),
        );
        // how long the checks, image variants and store took, apart from the transfer
        // (scripts/bench-files.mjs reads it)
        reply.header(
          'server-timing',
          `process;dur=${(processed - received).toFixed(0)}, db;dur=${(performance.now() - processed).toFixed(0)}`,
        );
        return reply.status(201).send({ file });
      } catch (error) {
        await discardPrepared(files, prepared);
        throw error;
      }
    } finally {
      await spooled?.discard();
    }
  };

  const routes: { kind: UploadKind; url: string; summary: string; max: number }[] = [
    {
      kind: 'photo',
      url: `${uploadsPaths.api}/upload-photo`,
      summary: 'Uploads an image (jpeg, png, gif, svg, bmp, webp)',
      max: IMAGE_MAX_BYTES,
    },
    {
      kind: 'file',
      url: `${uploadsPaths.api}/upload-file`,
      summary:
        'Uploads a document (pdf, doc/x, xls/x, ppt/x, odt/s/p, csv, xml, txt, sta) or an image',
      max: DOCUMENT_MAX_BYTES,
    },
  ];
  for (const route of routes) {
    app.post(
      route.url,
      {
        config: { permission },
        bodyLimit: JSON_BODY_LIMIT,
        errorHandler: uploadErrorHandler(route.kind),
        schema: {
          tags: ['uploads'],
          summary: route.summary,
          description:
            `Under ${route.max} bytes, checked by content. Either \`multipart/form-data\` ` +
            'with a `file` part and an optional `fileName` field (streamed; what the web ' +
            `client sends), or, for a file under ${JSON_UPLOAD_MAX_BYTES} bytes, the JSON ` +
            'body below (413 `UPLOAD:JSON_UPLOAD_TOO_LARGE` above that). An SVG must be under ' +
            `${SVG_MAX_BYTES} bytes with at most ${SVG_MAX_ELEMENTS} elements. ` +
            'Any create or edit permission of an area ' +
            `that takes files: ${permission.join(', ')}.`,
          security: [{ bearer: [] }],
          consumes: ['application/json', 'multipart/form-data'],
          // a multipart request's body is null here: its parts are read in the handler
          body: uploadJsonSchema.nullish(),
          response: {
            201: uploadResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            413: errorResponseSchema,
          },
        },
      },
      (request, reply) => upload(request, reply, route.kind),
    );
  }
};
