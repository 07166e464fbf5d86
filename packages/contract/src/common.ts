import { z } from 'zod';
import { apiErrorSchema } from './error-schemas.js';

export const idParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
/**
 * The version a write was based on (optimistic locking). Bounded to the int4 column it is
 * compared with: a larger number is refused as invalid input, not read as someone else's save.
 */
export const recordVersionSchema = z.number().int().min(1).max(2_147_483_647);
export const createdResponseSchema = z.object({ id: z.number() });
export const deletedResponseSchema = z.object({ success: z.literal(true) });
/**
 * `POST …/:id/restore`: undoes a delete from its audit snapshot. `auditId` names the delete
 * being undone; without it, the record's latest delete is.
 */
export const restoreRequestSchema = z.object({
  auditId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type RestoreRequest = z.infer<typeof restoreRequestSchema>;

/** The most rows one bulk request acts on: a list page's largest page. */
export const BULK_MAX_ROWS = 100;
const bulkId = z.number().int().positive().max(2_147_483_647);
const bulkRows = <T extends z.ZodType>(row: T) =>
  z.array(row).min(1, 'FIELD_IS_REQUIRED').max(BULK_MAX_ROWS, `BULK_TOO_MANY|${BULK_MAX_ROWS}`);

/**
 * `POST …/bulk/delete` and `…/bulk/restore`: the picked rows by id. Each row is its own
 * transaction with its own audit entry; a row the data forbids is refused alone, with its reason.
 */
export const bulkIdsRequestSchema = z.object({ ids: bulkRows(bulkId) });
export type BulkIdsRequest = z.infer<typeof bulkIdsRequestSchema>;
/**
 * `POST …/bulk/active`: activate or deactivate (show or hide) the picked rows, each at the
 * `version` it was listed at, so a row someone saved since is refused alone (`STALE_WRITE`).
 */
export const bulkActiveRequestSchema = z.object({
  items: bulkRows(z.object({ id: bulkId, version: z.number().int().min(0).max(2_147_483_647) })),
  active: z.boolean(),
});
export type BulkActiveRequest = z.infer<typeof bulkActiveRequestSchema>;
/** One row's outcome: done, or refused with the errors a single request would have answered. */
export const bulkResultSchema = z.object({
  id: z.number(),
  ok: z.boolean(),
  errors: z.array(apiErrorSchema).optional(),
});
export const bulkResponseSchema = z.object({ results: z.array(bulkResultSchema) });
export type BulkResult = z.infer<typeof bulkResultSchema>;
export type BulkResponse = z.infer<typeof bulkResponseSchema>;

/** The largest position an ordered list takes (settings' icons: 1,000). */
export const MAX_POSITION = 1_000_000;

/**
 * A list position: a whole number from 1 to `max`. Below 1, a fraction or nothing is
 * POSITION_IS_REQUIRED (REQ-FORM-7); above `max`, POSITION_TOO_LARGE with the limit after a `|`
 * (`POSITION_TOO_LARGE|1000000`), which the form says with the number ("at most 1 000 000")
 * and the server answers as the code. Before, the maximum inherited the number's own message,
 * and 5,000,000 read "enter a whole number above zero".
 */
export const positionSchema = (max: number = MAX_POSITION) =>
  z
    .number({ error: 'POSITION_IS_REQUIRED' })
    .int('POSITION_IS_REQUIRED')
    .min(1, 'POSITION_IS_REQUIRED')
    .max(max, `POSITION_TOO_LARGE|${max}`);

/**
 * The options of a rule across an object's fields (dates in order, a parent or a code name):
 * it runs even when one of the object's fields failed its own check (a number left empty is
 * `invalid_type`). Zod skips a refinement after such a failure, so a form showed the rule's
 * error only on the next save, once the first was mended; every error of a save shows at once.
 * The rule then reads fields that may be missing or of the wrong type, and must allow for it.
 */
export const evenWhenFieldsFail = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};
