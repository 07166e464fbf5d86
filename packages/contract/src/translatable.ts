import { z } from 'zod';

/** Translatable content: an object with pl and en keys. */
export const translatableSchema = z.object({ pl: z.string(), en: z.string() });
export type Translatable = z.infer<typeof translatableSchema>;
