import { z } from 'zod';
import { positionSchema, recordVersionSchema } from './common.js';
import { AGREEMENT_TARGETS, AGREEMENT_TYPES } from './agreements.js';
import { fileInputSchema, storedFileSchema } from './files.js';
import { offerSectionSchema, offerSectionsInputSchema } from './offer-sections.js';
import { slugsSchema } from './slug.js';

/**
 * REQ-OFFER-5 and REQ-OFFER-10: the offer with its lists. Money and percents are decimal
 * strings (NUMERIC in the database); a value below 0 is forced to 0 (REQ-OFFER-6), here on the
 * server as on the client.
 */
const text = (max: number) => z.string().trim().max(max);
const both = (max: number) => z.object({ pl: text(max), en: text(max) });
const required = (max: number) =>
  z.object({ pl: text(max).min(1, 'FIELD_IS_REQUIRED'), en: text(max) });
const richText = z.object({ pl: z.string().max(200_000), en: z.string().max(200_000) });

/** Polish required, English optional (empty = no English version), as the blog's. */
export const offerSlugsSchema = slugsSchema;

const DECIMAL = /^-?\d{1,14}(\.\d{1,2})?$/;
/**
 * A decimal string (or a number, which the form may send) with at most two decimals; a
 * negative value becomes "0" (REQ-OFFER-6), null or "" means not given.
 */
export const offerDecimalSchema = z
  .union([z.string().trim(), z.number().finite()])
  .nullable()
  .transform((v) => (v === null || v === '' ? null : String(v)))
  .refine((v) => v === null || DECIMAL.test(v), 'INVALID_NUMBER')
  .transform((v) => (v !== null && v.startsWith('-') ? '0' : v));

/** An integer; below 0 becomes 0. */
const offerIntSchema = z
  .number()
  .int('INVALID_NUMBER')
  .max(1_000_000_000)
  .nullable()
  .transform((v) => (v !== null && v < 0 ? 0 : v));

const isoDate = z.iso.date({ error: 'INVALID_DATE' });

/** Every list item: `backendIndex` is the stored id (absent on a new item); `delete` drops it. */
const listItem = <T extends z.ZodRawShape>(shape: T) =>
  z.object({
    backendIndex: z.number().int().positive().optional(),
    delete: z.boolean().optional(),
    ...shape,
  });

export const offerPropertyInputSchema = listItem({ name: both(300), value: both(1000) });
export const offerBadgeInputSchema = listItem({ name: both(200) });
export const offerDescriptionInputSchema = listItem({ title: both(300), content: richText });
export const offerAgreementInputSchema = listItem({
  type: z.enum(AGREEMENT_TYPES, { error: 'UNKNOWN_TYPE' }),
  target: z.enum(AGREEMENT_TARGETS, { error: 'UNKNOWN_TYPE' }),
  required: z.boolean().default(false),
  /** the check-box label the investor ticks */
  content: richText,
});
export const offerAttachmentInputSchema = listItem({
  displayName: required(300),
  /** omitted = keep the stored file; `{delete: true}` = no file */
  file: fileInputSchema.optional(),
});

const offerFieldsSchema = z.object({
  // left out on create: the next free position, after the last offer (the server's
  // `nextFreePosition`); left out on edit: the stored one
  position: positionSchema().optional(),
  isOpen: z.boolean().default(true),
  isVisible: z.boolean().default(false),
  noRobots: z.boolean().default(false),
  title: required(300),
  slug: offerSlugsSchema,
  seoTitle: required(300),
  seoDescription: required(1000),
  mainDescription: richText,
  projectType: both(200),
  templateName: text(100).default(''),
  address: text(500).default(''),
  investmentStart: isoDate,
  investmentEnd: isoDate,
  investmentReturn: offerDecimalSchema.default(null),
  redemptionCapRate: offerDecimalSchema.default(null),
  totalCost: offerDecimalSchema.default(null),
  costPerStock: offerDecimalSchema.default(null),
  debt: offerDecimalSchema.default(null),
  minStock: offerIntSchema.default(null),
  developerEquity: offerDecimalSchema.default(null),
  investorsEquity: offerDecimalSchema.default(null),
  shouldEnableFixedInvestorsEquity: z.boolean().default(false),
  /** stored only when shouldEnableFixedInvestorsEquity is on, otherwise null (REQ-OFFER-5) */
  fixedInvestorsEquity: offerDecimalSchema.default(null),
  tenants: both(2000),
  /** a series id (`GET /api/admin/share/series`) */
  series: z.number().int().positive().nullable().default(null),
});

const listMax = 200;
/**
 * REQ-OFFER-10: the offer body with its lists, as create sends it in `{data}` and edit sends it.
 */
export const offerInputSchema = offerFieldsSchema.extend({
  offerProperties: z.array(offerPropertyInputSchema).max(listMax).default([]),
  offerBadges: z.array(offerBadgeInputSchema).max(listMax).default([]),
  offerDescriptions: z.array(offerDescriptionInputSchema).max(listMax).default([]),
  offerAgreements: z.array(offerAgreementInputSchema).max(listMax).default([]),
  offerAttachments: z.array(offerAttachmentInputSchema).max(listMax).default([]),
  offerImage: fileInputSchema.optional(),
  /**
   * The Sections page builder (`offer-sections.ts`). Left out = keep the stored sections (a
   * client that only edits the General tab); an array replaces them.
   */
  offerSections: offerSectionsInputSchema.optional(),
  /** a client hint (where to go after saving); the server ignores it */
  saveAndBack: z.boolean().optional(),
});
export type OfferInput = z.input<typeof offerInputSchema>;
export type OfferInputParsed = z.output<typeof offerInputSchema>;

export const createOfferSchema = z.object({ data: offerInputSchema });
export type CreateOffer = z.output<typeof createOfferSchema>;
export const updateOfferSchema = offerInputSchema.extend({ version: recordVersionSchema });
export type UpdateOffer = z.output<typeof updateOfferSchema>;

const withIndex = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ backendIndex: z.number(), position: z.number(), ...shape });

/** An offer as read: every list with `backendIndex` (= id), agreements renumbered from 1. */
export const offerSchema = offerFieldsSchema.extend({
  id: z.number(),
  position: z.number(),
  investmentReturn: z.string().nullable(),
  redemptionCapRate: z.string().nullable(),
  totalCost: z.string().nullable(),
  costPerStock: z.string().nullable(),
  debt: z.string().nullable(),
  minStock: z.number().nullable(),
  developerEquity: z.string().nullable(),
  investorsEquity: z.string().nullable(),
  fixedInvestorsEquity: z.string().nullable(),
  seriesName: z.string().nullable(),
  image: storedFileSchema.nullable(),
  imageUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  properties: z.array(withIndex({ name: both(300), value: both(1000) })),
  badges: z.array(withIndex({ name: both(200) })),
  descriptions: z.array(withIndex({ title: both(300), content: richText })),
  agreements: z.array(
    withIndex({
      type: z.string(),
      target: z.string(),
      required: z.boolean(),
      content: richText,
    }),
  ),
  investorAttachments: z.array(
    withIndex({ displayName: both(300), file: storedFileSchema.nullable() }),
  ),
  /** the page builder's sections, in order, with their elements (`OfferSection`) */
  sections: z.array(offerSectionSchema),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

/** A row of `/pages`: the scalar fields, without the lists. */
export const offerListItemSchema = offerSchema.omit({
  properties: true,
  badges: true,
  descriptions: true,
  agreements: true,
  investorAttachments: true,
  sections: true,
  mainDescription: true,
});
export type OfferListItem = z.infer<typeof offerListItemSchema>;

/** The answer of both revalidation calls. */
export const revalidateResponseSchema = z.object({
  /** `sent`: the webhook answered 2xx; `skipped`: no webhook is configured */
  outcome: z.enum(['sent', 'skipped']),
  slugs: z.array(z.string()),
});
export type RevalidateResponse = z.infer<typeof revalidateResponseSchema>;

/**
 * REQ-OFFER-5: a new offer is open, hidden, dated today (the client fills the dates), after the
 * last offer unless the user types a position.
 */
export const OFFER_DEFAULTS = {
  position: undefined,
  isOpen: true,
  isVisible: false,
  noRobots: false,
  title: { pl: '', en: '' },
  slug: { pl: '', en: '' },
  seoTitle: { pl: '', en: '' },
  seoDescription: { pl: '', en: '' },
  mainDescription: { pl: '', en: '' },
  projectType: { pl: '', en: '' },
  templateName: '',
  address: '',
  investmentReturn: null,
  redemptionCapRate: null,
  totalCost: null,
  costPerStock: null,
  debt: null,
  minStock: null,
  developerEquity: null,
  investorsEquity: null,
  shouldEnableFixedInvestorsEquity: false,
  fixedInvestorsEquity: null,
  tenants: { pl: '', en: '' },
  series: null,
} as const;
