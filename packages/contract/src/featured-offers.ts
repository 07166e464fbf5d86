import { z } from 'zod';
import { positionSchema, recordVersionSchema } from './common.js';

/** The most entries one group takes: the public site shows a handful, this is only a guard. */
export const FEATURED_OFFER_MAX_ENTRIES = 100;
/** How many offers the entry select's search answers at most. */
export const FEATURED_OFFER_OPTIONS_LIMIT = 20;

const title = z.object({
  pl: z.string().trim().max(300),
  en: z.string().trim().max(300),
});

/**
 * An entry's offer on save: the offer's id, or null / '' for an entry whose select was left
 * empty. REQ-FEAT-3: such entries are dropped, by the client before sending and by the server
 * (which keeps the sent index in its errors, so each lands on its own row).
 */
const entryOfferSchema = z
  .union([z.number().int().positive().max(2_147_483_647), z.null(), z.literal('')])
  .optional();

// the ordered lists' own position rule (common.ts)
const entryPosition = positionSchema();

/** One entry as REQ-FEAT-3 sends it: `offer`, `position`, `fixedPosition`. */
export const featuredOfferEntryInputSchema = z.object({
  offer: entryOfferSchema,
  /** Checked only for an entry with an offer (an empty one is dropped whatever it holds). */
  position: z.number().optional(),
  fixedPosition: z.boolean().default(false),
});
export type FeaturedOfferEntryInput = z.infer<typeof featuredOfferEntryInputSchema>;

/** Whether an entry names an offer (else it is dropped on save). */
export function hasOffer(entry: { offer?: number | null | '' }): entry is { offer: number } {
  return typeof entry.offer === 'number';
}

/**
 * The entries: a position is required where an offer is chosen, and an offer appears at most
 * once per group (`DUPLICATE_OFFER` on the later entry). Paths are the sent indices.
 */
export const featuredOfferEntriesSchema = z
  .array(featuredOfferEntryInputSchema)
  .max(FEATURED_OFFER_MAX_ENTRIES)
  .superRefine((entries, ctx) => {
    const seen = new Set<number>();
    entries.forEach((entry, index) => {
      if (!hasOffer(entry)) return;
      if (!entryPosition.safeParse(entry.position).success) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'position'],
          message: 'POSITION_IS_REQUIRED',
        });
      }
      if (seen.has(entry.offer)) {
        ctx.addIssue({ code: 'custom', path: [index, 'offer'], message: 'DUPLICATE_OFFER' });
      }
      seen.add(entry.offer);
    });
  });

/** REQ-FEAT-4: edit title, flags and offers, with the version it was loaded at. */
export const featuredOfferInputSchema = z.object({
  title,
  returnAlreadyInvested: z.boolean().default(false),
  shuffle: z.boolean().default(false),
  offers: featuredOfferEntriesSchema.default([]),
});
export type FeaturedOfferInput = z.infer<typeof featuredOfferInputSchema>;
/** What a form holds before the schema's defaults apply (an entry's offer may be empty). */
export type FeaturedOfferFormInput = z.input<typeof featuredOfferInputSchema>;

export const updateFeaturedOfferSchema = featuredOfferInputSchema.extend({
  version: recordVersionSchema,
});
export type UpdateFeaturedOffer = z.infer<typeof updateFeaturedOfferSchema>;

/** An offer as the entry select shows it: its title and slug per language. */
export const featuredOfferOptionSchema = z.object({
  id: z.number(),
  title: z.object({ pl: z.string(), en: z.string() }),
  slug: z.object({ pl: z.string(), en: z.string() }),
});
export type FeaturedOfferOption = z.infer<typeof featuredOfferOptionSchema>;

/** `GET /admin/featured-offer/offer-options?search=`: offers whose title or slug matches. */
export const featuredOfferOptionsQuerySchema = z.object({
  search: z.string().max(200).optional(),
});
export const featuredOfferOptionsSchema = z.object({
  items: z.array(featuredOfferOptionSchema),
});
export type FeaturedOfferOptions = z.infer<typeof featuredOfferOptionsSchema>;

/** One saved entry: REQ-FEAT-3's offerId, position and fixedPosition, with the offer to show. */
export const featuredOfferEntrySchema = z.object({
  offerId: z.number(),
  position: z.number(),
  fixedPosition: z.boolean(),
  offer: featuredOfferOptionSchema,
});
export type FeaturedOfferEntry = z.infer<typeof featuredOfferEntrySchema>;

const featuredOfferFieldsSchema = z.object({
  id: z.number(),
  /** The group's fixed technical key, which the public site asks for (`homepage`). */
  name: z.string(),
  title: z.object({ pl: z.string(), en: z.string() }),
  returnAlreadyInvested: z.boolean(),
  shuffle: z.boolean(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** REQ-FEAT-3, its entries ordered by position. */
export const featuredOfferSchema = featuredOfferFieldsSchema.extend({
  offers: z.array(featuredOfferEntrySchema),
});
export type FeaturedOffer = z.infer<typeof featuredOfferSchema>;

/** A list row: the group without its entries, with how many it has. */
export const featuredOfferListItemSchema = featuredOfferFieldsSchema.extend({
  offerCount: z.number().int(),
});
export type FeaturedOfferListItem = z.infer<typeof featuredOfferListItemSchema>;
