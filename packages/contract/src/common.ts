import { z } from 'zod';

export const idParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const createdResponseSchema = z.object({ id: z.number() });
export const deletedResponseSchema = z.object({ success: z.literal(true) });
