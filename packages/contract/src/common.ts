import { z } from 'zod';

export const idParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
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
