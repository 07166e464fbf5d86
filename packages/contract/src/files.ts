import { z } from 'zod';

/**
 * Files: the two upload routes (REQ-FILES-1), the limits of REQ-FILES-2 and REQ-FILES-3 and the
 * shapes a record uses to point at a stored file. Decision 0006 explains the choices the
 * specification leaves open.
 */

/**
 * REQ-FILES-2, REQ-FILES-3: an image must be *under* 10,000,000 bytes, a document under
 * 100,000,000.
 */
export const IMAGE_MAX_BYTES = 10_000_000;
export const DOCUMENT_MAX_BYTES = 100_000_000;
/**
 * An SVG is parsed to be sanitised: it must be under 1 MB with at most 5,000 elements (a real
 * logo or icon is far below both), checked before any parsing. The sanitiser's DOM takes ~6 KB
 * of heap an element: 5,000 fit its thread's 192 MB, 10,000 of a real drawing did not
 * (docs/performance.md, "Sanitising off the event loop").
 */
export const SVG_MAX_BYTES = 1_000_000;
export const SVG_MAX_ELEMENTS = 5_000;
/**
 * The JSON (base64) form of an upload is held whole in the server's heap: a file must be under
 * this there. A larger document goes as `multipart/form-data`, which streams to disk.
 */
export const JSON_UPLOAD_MAX_BYTES = 10_000_000;
/** A decompression bomb guard: a small file that decodes to a huge bitmap is refused. */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** REQ-FILES-2: "jpeg, jpg, png, gif, svg, bmp", and webp, which every browser shows. */
export const IMAGE_TYPES = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/svg+xml': ['svg'],
  'image/bmp': ['bmp'],
  'image/webp': ['webp'],
} as const satisfies Record<string, readonly string[]>;

/** REQ-FILES-3: documents; page attachments also accept every image type. */
export const DOCUMENT_TYPES = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'text/csv': ['csv'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/xml': ['xml'],
  // .sta: the name banks give an MT940 statement (REQ-BANK-1), plain text like .txt
  'text/plain': ['txt', 'sta'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
} as const satisfies Record<string, readonly string[]>;

/** `photo` is `POST /api/admin/common/upload-photo`, `file` is `…/upload-file`. */
export type UploadKind = 'photo' | 'file';

/** Upload error codes (`UPLOAD:<CODE>`): 400 for a refused body, 413 for a size over the limit. */
export const UPLOAD_ERROR_CODES = [
  'WRONG_IMAGE_TYPE',
  'WRONG_FILE_TYPE',
  'IMAGE_TOO_LARGE',
  'FILE_TOO_LARGE',
  'IMAGE_TOO_MANY_PIXELS',
  'SVG_TOO_LARGE',
  'SVG_TOO_MANY_ELEMENTS',
  'SVG_TOO_COMPLEX',
  'JSON_UPLOAD_TOO_LARGE',
  'EMPTY_FILE',
  'INVALID_BASE64',
  'FILE_NOT_FOUND',
] as const;

const fileNameSchema = z.string().trim().min(1, 'FILE_NAME_IS_REQUIRED').max(255);

/** REQ-FILES-1: the JSON body both upload routes take (multipart is the other accepted form). */
export const uploadJsonSchema = z.object({
  file: z.object({
    // base64 of a file under JSON_UPLOAD_MAX_BYTES, with a little slack for padding and line
    // breaks (the route's body limit refuses a longer body before it is read)
    base64: z.string().min(1, 'EMPTY_FILE').max(14_000_000),
    fileName: fileNameSchema,
  }),
});
export type UploadJson = z.infer<typeof uploadJsonSchema>;

/** A stored file as an upload answers it and as a record shows it. */
export const storedFileSchema = z.object({
  id: z.string(),
  /** the original, `/uploads/…` */
  url: z.string(),
  /** the user's own name for it, kept as metadata only */
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** images only: the display size in WebP (`imageUrl`) and the thumbnail (`thumbUrl`) */
  imageUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** What both upload routes answer: REQ-FILES-1 reads `file.url`. */
export const uploadResponseSchema = z.object({ file: storedFileSchema });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * A record's file on save (REQ-WIRE-7 `image {base64, fileName, delete}`). The web client uploads
 * first, with progress, and sends `fileId`; the specification's inline `base64` + `fileName` is
 * accepted too. `delete: true` removes it. Omitting the field keeps the stored file.
 */
export const fileInputSchema = z
  .object({
    fileId: z.uuid().optional(),
    base64: z.string().max(140_000_000).optional(),
    fileName: fileNameSchema.optional(),
    delete: z.boolean().optional(),
  })
  .refine((v) => v.delete === true || v.fileId !== undefined || v.base64 !== undefined, 'INVALID');
export type FileInput = z.infer<typeof fileInputSchema>;

/** REQ-PAGE-3: page attachments: `{displayName, file}`, each flagged for deletion on its own. */
export const attachmentInputSchema = z.object({
  /** present for an attachment already saved */
  id: z.number().int().positive().optional(),
  displayName: z.string().trim().min(1, 'DISPLAY_NAME_IS_REQUIRED').max(255),
  file: fileInputSchema.optional(),
  delete: z.boolean().optional(),
});
export type AttachmentInput = z.infer<typeof attachmentInputSchema>;

export const attachmentSchema = z.object({
  id: z.number(),
  displayName: z.string(),
  file: storedFileSchema,
});
export type Attachment = z.infer<typeof attachmentSchema>;
