import { z } from 'zod';
import { positionSchema, recordVersionSchema } from './common.js';

/** REQ-FAQ-3. Messages are catalogue codes, so the form and the server report the same code. */
export const faqInputSchema = z.object({
  active: z.boolean().default(true),
  position: positionSchema(),
  isFeatured: z.boolean().default(false),
  question: z.object({
    pl: z.string().trim().min(1, 'QUESTION_IS_REQUIRED').max(1000),
    en: z.string().trim().max(1000),
  }),
  answer: z.object({
    pl: z.string().trim().min(1, 'ANSWER_IS_REQUIRED').max(20_000),
    en: z.string().trim().max(20_000),
  }),
});
export type FaqInput = z.infer<typeof faqInputSchema>;

/** Create: `{data}` as REQ-FAQ-4 sends it; answers the new id. */
export const createFaqSchema = z.object({ data: faqInputSchema });
/** Edit carries the version it was loaded at: a stale save answers 409. */
export const updateFaqSchema = faqInputSchema.extend({ version: recordVersionSchema });
export type UpdateFaq = z.infer<typeof updateFaqSchema>;

export const faqSchema = faqInputSchema.extend({
  id: z.number(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const FAQ_DEFAULTS: FaqInput = {
  active: true,
  position: 1,
  isFeatured: false,
  question: { pl: '', en: '' },
  answer: { pl: '', en: '' },
};
