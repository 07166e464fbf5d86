import { z } from 'zod';
import { positionSchema, recordVersionSchema } from './common.js';
import { fileInputSchema, storedFileSchema } from './files.js';
import { slugsSchema } from './slug.js';

const text = (max: number) => z.string().trim().max(max);
const both = (max: number) => z.object({ pl: text(max), en: text(max) });
/** rich HTML, sanitised by the server on save */
const richText = z.object({ pl: z.string().max(200_000), en: z.string().max(200_000) });

/** REQ-BLOG-3, without its image. */
const blogPostFieldsSchema = z.object({
  isVisible: z.boolean().default(false),
  /** ISO instant; null = not dated yet. A date in the future schedules the post. */
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  position: positionSchema(),
  author: text(200),
  slug: slugsSchema,
  title: z.object({ pl: text(300).min(1, 'FIELD_IS_REQUIRED'), en: text(300) }),
  description: both(2000),
  content: richText,
  seoTitle: both(300),
  seoDescription: both(1000),
  /** tag ids */
  tags: z.array(z.number().int().positive()).max(100).default([]),
});

/**
 * A post on save. REQ-BLOG-6: no `id`, `imageUrl` or `thumbUrl`; `image` as a `FileInput`
 * (`{fileId}`, `{base64, fileName}` or `{delete: true}`), left out to keep the stored one.
 */
export const blogPostInputSchema = blogPostFieldsSchema.extend({
  image: fileInputSchema.optional(),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

export const createBlogPostSchema = z.object({ data: blogPostInputSchema });
export type CreateBlogPost = z.infer<typeof createBlogPostSchema>;
export const updateBlogPostSchema = blogPostInputSchema.extend({
  version: recordVersionSchema,
});
export type UpdateBlogPost = z.infer<typeof updateBlogPostSchema>;

/** A post as read: `imageUrl` and `thumbUrl` as REQ-BLOG-3 names them, and the stored image. */
export const blogPostSchema = blogPostFieldsSchema.extend({
  id: z.number(),
  image: storedFileSchema.nullable(),
  imageUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** REQ-BLOG-3: a new post is hidden, at position 1, without tags. */
export const BLOG_POST_DEFAULTS: BlogPostInput = {
  isVisible: false,
  publishedAt: null,
  position: 1,
  author: '',
  slug: { pl: '', en: '' },
  title: { pl: '', en: '' },
  description: { pl: '', en: '' },
  content: { pl: '', en: '' },
  seoTitle: { pl: '', en: '' },
  seoDescription: { pl: '', en: '' },
  tags: [],
};

/** REQ-BLOG-4: a name per language. */
export const blogTagInputSchema = z.object({
  name: z.object({ pl: text(100).min(1, 'NAME_IS_EMPTY'), en: text(100) }),
});
export type BlogTagInput = z.infer<typeof blogTagInputSchema>;
export const createBlogTagSchema = z.object({ data: blogTagInputSchema });
export type CreateBlogTag = z.infer<typeof createBlogTagSchema>;
export const updateBlogTagSchema = blogTagInputSchema.extend({
  version: recordVersionSchema,
});
export type UpdateBlogTag = z.infer<typeof updateBlogTagSchema>;

/** A tag as read; `postCount` lets the delete confirmation say how many posts lose it. */
export const blogTagSchema = blogTagInputSchema.extend({
  id: z.number(),
  postCount: z.number().int(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogTag = z.infer<typeof blogTagSchema>;

export const BLOG_TAG_DEFAULTS: BlogTagInput = { name: { pl: '', en: '' } };
