import { z } from 'zod';
import { recordVersionSchema } from './common.js';
import { fileInputSchema, storedFileSchema } from './files.js';

/**
 * REQ-STATIC-3: the static content node types. A collection holds nodes; the others are elements.
 */
export const STATIC_CONTENT_TYPES = ['text', 'collection', 'image', 'richText'] as const;
export type StaticContentType = (typeof STATIC_CONTENT_TYPES)[number];
export type StaticContentElementType = Exclude<StaticContentType, 'collection'>;

/**
 * Static content is Polish only (REQ-STATIC-3); the `{pl}` shape keeps room for a second language.
 */
const polishOnly = (max: number) => z.object({ pl: z.string().max(max) });

/**
 * REQ-STATIC-3. `key` is the stable name the public site asks for
 * (`footer.copyright`); `name` is what staff see.
 */
export const staticContentNodeFieldsSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  type: z.enum(STATIC_CONTENT_TYPES),
  /** text and richText elements (rich HTML is sanitised on save) */
  content: polishOnly(50_000),
  /** image elements */
  alt: polishOnly(500),
  image: storedFileSchema.nullable(),
  parentId: z.number().nullable(),
  version: z.number(),
  updatedAt: z.string(),
});
export type StaticContentNode = z.infer<typeof staticContentNodeFieldsSchema> & {
  children: StaticContentNode[];
};
export const staticContentNodeSchema: z.ZodType<StaticContentNode> = z.lazy(() =>
  staticContentNodeFieldsSchema.extend({ children: z.array(staticContentNodeSchema) }),
);

/** `GET /api/admin/static-content/list`: the whole tree, roots in position order. */
export const staticContentListSchema = z.object({ items: z.array(staticContentNodeSchema) });
export type StaticContentList = z.infer<typeof staticContentListSchema>;

/** REQ-STATIC-4: an element is named by `slug`, its id. */
const slugSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const staticContentElementQuerySchema = z.object({ slug: slugSchema });

/** One element with the trail of collections above it (breadcrumbs, go back). */
export const staticContentElementSchema = staticContentNodeFieldsSchema.extend({
  path: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type StaticContentElement = z.infer<typeof staticContentElementSchema>;

/**
 * What an element's editor sends in `data`; the type decides which fields it may carry:
 * text and richText → `content`, image → `image` and `alt`. A field of another type answers 400
 * `FIELD_NOT_FOR_TYPE`.
 */
export const staticContentElementDataSchema = z.object({
  content: polishOnly(50_000).optional(),
  alt: z.object({ pl: z.string().trim().max(500) }).optional(),
  image: fileInputSchema.optional(),
});
export type StaticContentElementData = z.infer<typeof staticContentElementDataSchema>;

/**
 * `PUT /api/admin/static-content/element` (REQ-STATIC-4: data and slug), with the loaded version.
 */
export const updateStaticContentElementSchema = z.object({
  slug: z.number().int().positive().max(2_147_483_647),
  data: staticContentElementDataSchema,
  version: recordVersionSchema,
});
export type UpdateStaticContentElement = z.infer<typeof updateStaticContentElementSchema>;
