import { z } from 'zod';
import { recordVersionSchema } from './common.js';
import { slugsSchema } from './slug.js';
import {
  attachmentInputSchema,
  attachmentSchema,
  fileInputSchema,
  storedFileSchema,
} from './files.js';

const text = (max: number) => z.string().trim().max(max);
const both = (max: number) => z.object({ pl: text(max), en: text(max) });

/** REQ-PAGE-3, without its files. */
const pageFieldsSchema = z.object({
  active: z.boolean().default(false),
  slug: slugsSchema,
  title: z.object({ pl: text(300).min(1, 'FIELD_IS_REQUIRED'), en: text(300) }),
  subTitle: both(500),
  /** rich HTML, sanitised by the server on save */
  content: z.object({ pl: z.string().max(200_000), en: z.string().max(200_000) }),
  seoTitle: both(300),
  seoDescription: both(1000),
});

/**
 * A page on save: `image` as a `FileInput` (left out keeps it); `attachments` lists every
 * attachment the page keeps or gains (`{id, displayName}` kept, `{id, delete: true}` removed,
 * `{displayName, file}` new). An attachment the list leaves out is kept as it is.
 */
export const pageInputSchema = pageFieldsSchema.extend({
  image: fileInputSchema.optional(),
  attachments: z.array(attachmentInputSchema).max(100).default([]),
});
export type PageInput = z.infer<typeof pageInputSchema>;

export const createPageSchema = z.object({ data: pageInputSchema });
export type CreatePage = z.infer<typeof createPageSchema>;
export const updatePageSchema = pageInputSchema.extend({ version: recordVersionSchema });
export type UpdatePage = z.infer<typeof updatePageSchema>;

export const pageSchema = pageFieldsSchema.extend({
  id: z.number(),
  image: storedFileSchema.nullable(),
  thumbUrl: z.string().nullable(),
  attachments: z.array(attachmentSchema),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

/** REQ-PAGE-3: a new page is inactive. */
export const PAGE_DEFAULTS: PageInput = {
  active: false,
  slug: { pl: '', en: '' },
  title: { pl: '', en: '' },
  subTitle: { pl: '', en: '' },
  content: { pl: '', en: '' },
  seoTitle: { pl: '', en: '' },
  seoDescription: { pl: '', en: '' },
  attachments: [],
};
