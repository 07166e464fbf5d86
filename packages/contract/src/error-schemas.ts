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
