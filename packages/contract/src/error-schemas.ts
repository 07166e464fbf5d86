import { z } from 'zod';

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  context: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorResponseSchema = z.object({
  errors: z.array(apiErrorSchema),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * What a stale save's 409 (`…:STALE_WRITE`) adds: who saved the record since it was opened and
 * when, from the audit log's newest entry for it (null when the log has none). The form shows
 * it with the fields that changed (docs/architecture.md, "Stale saves").
 */
export const staleWriteConflictSchema = z.object({
  savedBy: z
    .object({
      id: z.number().nullable(),
      email: z.string().nullable(),
      name: z.string().nullable(),
    })
    .nullable(),
  savedAt: z.string().nullable(),
});
export type StaleWriteConflict = z.infer<typeof staleWriteConflictSchema>;

/** A 409's body: the errors, and `conflict` when the record was saved by someone else meanwhile. */
export const conflictResponseSchema = errorResponseSchema.extend({
  conflict: staleWriteConflictSchema.optional(),
});
export type ConflictResponse = z.infer<typeof conflictResponseSchema>;
