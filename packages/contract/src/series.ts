import { z } from 'zod';
import { evenWhenFieldsFail, recordVersionSchema } from './common.js';
import { isValidIban } from './iban.js';
import { secretInputSchema, secretMaskSchema } from './secrets.js';
import { translatableSchema } from './translatable.js';

/** PLN per share: a decimal string with at most two decimals, zero allowed (money is never a float). */
export const sharePriceSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'INVALID');

/** A calendar day, YYYY-MM-DD, that exists. */
const day = z.iso.date('INVALID');

const text = (max: number) => z.string().trim().max(max);

/** REQ-SERIES-2 fields as a form edits them, the PayPal secrets apart. */
const seriesFieldsSchema = z.object({
  name: text(200).min(1, 'NAME_IS_EMPTY'),
  displayName: text(200).default(''),
  /** the number of shares on sale */
  limit: z.number({ error: 'INVALID' }).int('INVALID').min(0, 'INVALID').max(2_000_000_000),
  pricePerShare: sharePriceSchema,
  availableFrom: day.nullable().default(null),
  availableTo: day.nullable().default(null),
  bankName: text(200).default(''),
  accountHolder: text(200).default(''),
  /** IBAN (a bare 26-digit Polish NRB is accepted); the server stores it without spaces */
  accountNumber: text(64)
    .default('')
    .refine((v) => v === '' || isValidIban(v), 'BANK_ACCOUNT_ACCOUNT_NUMBER_IS_WRONG'),
  allowOnlinePayments: z.boolean().default(false),
  useDefaultPaypalConfig: z.boolean().default(true),
  paypalProductionMode: z.boolean().default(false),
  paypalSandboxClientId: text(200).default(''),
  paypalProductionClientId: text(200).default(''),
});

/** `availableTo` may not come before `availableFrom` (the error sits on `availableTo`). */
const datesInOrder = <
  T extends z.ZodType<{ availableFrom: string | null; availableTo: string | null }>,
>(
  schema: T,
) =>
  schema.refine((v) => !v.availableFrom || !v.availableTo || v.availableFrom <= v.availableTo, {
    message: 'INVALID',
    path: ['availableTo'],
    ...evenWhenFieldsFail,
  });

/**
 * A series on save. The secrets follow the shared rule (`secretInputSchema`): empty or the mask
 * keeps the stored one, `null` clears it, anything else replaces it.
 */
export const seriesInputSchema = datesInOrder(
  seriesFieldsSchema.extend({
    paypalSandboxClientSecret: secretInputSchema.default(''),
    paypalProductionClientSecret: secretInputSchema.default(''),
  }),
);
export type SeriesInput = z.infer<typeof seriesInputSchema>;

export const createSeriesSchema = z.object({ data: seriesInputSchema });
export type CreateSeries = z.infer<typeof createSeriesSchema>;
export const updateSeriesSchema = datesInOrder(
  seriesFieldsSchema.extend({
    paypalSandboxClientSecret: secretInputSchema.default(''),
    paypalProductionClientSecret: secretInputSchema.default(''),
    version: recordVersionSchema,
  }),
);
export type UpdateSeries = z.infer<typeof updateSeriesSchema>;

/** An offer that sells this series (`offer.series_id`), for the list and the delete dialog. */
export const seriesOfferSchema = z.object({
  id: z.number(),
  title: translatableSchema,
});
export type SeriesOffer = z.infer<typeof seriesOfferSchema>;

/**
 * A series as read: secrets masked, `numberOfShares` (shares bought) summed from its completed
 * orders, and the offers that use it.
 */
export const seriesSchema = seriesFieldsSchema.extend({
  id: z.number(),
  paypalSandboxClientSecret: secretMaskSchema,
  paypalProductionClientSecret: secretMaskSchema,
  numberOfShares: z.number().int(),
  orderCount: z.number().int(),
  offers: z.array(seriesOfferSchema),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Series = z.infer<typeof seriesSchema>;

/** `GET /api/admin/share/series` (REQ-SERIES-4): the offer editor's select. */
export const seriesOptionSchema = z.object({ id: z.number(), name: z.string() });
export type SeriesOption = z.infer<typeof seriesOptionSchema>;
export const seriesOptionsResponseSchema = z.object({ items: z.array(seriesOptionSchema) });
export type SeriesOptionsResponse = z.infer<typeof seriesOptionsResponseSchema>;

/** The availability filter's values: open now, not open yet, past its end. */
export const SERIES_AVAILABILITIES = ['open', 'upcoming', 'closed'] as const;
export type SeriesAvailability = (typeof SERIES_AVAILABILITIES)[number];

/** A new series: nothing on sale yet, paid by transfer, the default PayPal config. */
export const SERIES_DEFAULTS: SeriesInput = {
  name: '',
  displayName: '',
  limit: 0,
  pricePerShare: '',
  availableFrom: null,
  availableTo: null,
  bankName: '',
  accountHolder: '',
  accountNumber: '',
  allowOnlinePayments: false,
  useDefaultPaypalConfig: true,
  paypalProductionMode: false,
  paypalSandboxClientId: '',
  paypalSandboxClientSecret: '',
  paypalProductionClientId: '',
  paypalProductionClientSecret: '',
};
