import { z } from 'zod';
import { positionSchema, recordVersionSchema } from './common.js';

/**
 * The server's vocabulary of agreement types and targets (REQ-AGR-2: "types and
 * targets come from the server as value/label pairs"). The labels are the server's, in the
 * request's language.
 */
export const AGREEMENT_TYPES = ['terms', 'privacy', 'marketing', 'risk', 'investment'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];
export const AGREEMENT_TARGETS = ['registration', 'order', 'newsletter'] as const;
export type AgreementTarget = (typeof AGREEMENT_TARGETS)[number];

const oneOf = (values: readonly string[]) =>
  z
    .string()
    .trim()
    .min(1, 'IS_REQUIRED')
    .refine((v) => values.includes(v), 'UNKNOWN_TYPE');

/** REQ-AGR-3 as saved (REQ-AGR-6: active, required, name, content, target, type). */
export const agreementInputSchema = z.object({
  type: oneOf(AGREEMENT_TYPES),
  target: oneOf(AGREEMENT_TARGETS),
  active: z.boolean().default(false),
  required: z.boolean().default(false),
  position: positionSchema().default(1),
  name: z.object({
    pl: z.string().trim().min(1, 'NAME_IS_EMPTY').max(300),
    en: z.string().trim().max(300),
  }),
  /** rich HTML, sanitised by the server on save */
  content: z.object({ pl: z.string().max(100_000), en: z.string().max(100_000) }),
});
export type AgreementInput = z.infer<typeof agreementInputSchema>;

export const createAgreementSchema = z.object({ data: agreementInputSchema });
export type CreateAgreement = z.infer<typeof createAgreementSchema>;
export const updateAgreementSchema = agreementInputSchema.extend({
  version: recordVersionSchema,
});
export type UpdateAgreement = z.infer<typeof updateAgreementSchema>;

/**
 * An agreement as read. `contentVersion` is the version of its text: editing the name or content
 * of an agreement someone has accepted starts a new one, and what they accepted stays as it was.
 * `version` is the record's optimistic-concurrency version (409 on a stale save).
 */
export const agreementSchema = agreementInputSchema.extend({
  id: z.number(),
  contentVersion: z.number(),
  /** how many acceptances its versions have (an accepted agreement cannot be deleted) */
  acceptedCount: z.number(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** REQ-AGR-3: a new agreement is inactive and not required. */
export const AGREEMENT_DEFAULTS: z.input<typeof agreementInputSchema> = {
  type: '',
  target: '',
  active: false,
  required: false,
  position: 1,
  name: { pl: '', en: '' },
  content: { pl: '', en: '' },
};

export const valueLabelSchema = z.object({ value: z.string(), label: z.string() });
export type ValueLabel = z.infer<typeof valueLabelSchema>;
/** `GET /admin/agreements/typesAndTargets`. */
export const agreementTypesAndTargetsSchema = z.object({
  types: z.array(valueLabelSchema),
  targets: z.array(valueLabelSchema),
});
export type AgreementTypesAndTargets = z.infer<typeof agreementTypesAndTargetsSchema>;

/** `GET /admin/agreement`: one agreement by id, or the active one(s) of a target. */
export const agreementQuerySchema = z
  .object({
    id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    target: z.string().trim().max(50).optional(),
    type: z.string().trim().max(50).optional(),
  })
  .refine((q) => q.id !== undefined || q.target !== undefined, {
    message: 'IS_REQUIRED',
    path: ['id'],
  });

/** `GET /admin/user-agreement?userId=`. */
export const userAgreementQuerySchema = z.object({
  userId: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * REQ-AGR-4: one agreement shown to a user, with the exact text of the version
 * they answered (sanitised HTML) and, when given with an order, that order's id. An active
 * agreement they have not answered yet is listed too, not accepted, with its current text
 * (`id` and `answeredAt` null).
 */
export const userAgreementSchema = z.object({
  /** the answer's id; null for an active agreement not answered yet */
  id: z.number().nullable(),
  agreementId: z.number().nullable(),
  target: z.string(),
  type: z.string(),
  isRequired: z.boolean(),
  isAccepted: z.boolean(),
  orderId: z.number().nullable(),
  contentVersion: z.number(),
  name: z.object({ pl: z.string(), en: z.string() }),
  content: z.object({ pl: z.string(), en: z.string() }),
  answeredAt: z.string().nullable(),
});
export type UserAgreement = z.infer<typeof userAgreementSchema>;
