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

/** The largest position an ordered list takes (settings' icons: 1,000). */
export const MAX_POSITION = 1_000_000;

/**
 * A list position: a whole number from 1 to `max`. Below 1, a fraction or nothing is
 * POSITION_IS_REQUIRED (`001 §8`); above `max`, POSITION_TOO_LARGE with the limit after a `|`
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
