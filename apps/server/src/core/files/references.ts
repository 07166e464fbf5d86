import type { SQL } from 'drizzle-orm';

/**
 * One place records point at stored files, declared by the area that owns the records (its
 * module's `fileReferences`). The cleanup keeps every file any reference names.
 *
 * - `fileIds`: a query answering a column `id` (uuid) — a record's image or attachment column.
 * - `html`: a query answering a column `html` (text) — rich text (or any JSON cast to text)
 *   whose `/uploads/<file id>/…` URLs count as references.
 */
export type FileReference =
  { name: string; fileIds: SQL; html?: never } | { name: string; html: SQL; fileIds?: never };

/** Helper so an area's declaration reads as one: `fileReferences: [fileIdsIn(...), ...]`. */
export const defineFileReference = (reference: FileReference): FileReference => reference;

const UPLOAD_URL_ID =
  /\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//g;

/** The file ids of the `/uploads/…` URLs in a piece of HTML (or any text). */
export function fileIdsInHtml(html: string): string[] {
  return [...html.matchAll(UPLOAD_URL_ID)].map((match) => match[1] as string);
}
