import { z } from 'zod';
import { positionSchema, recordVersionSchema } from './common.js';
import { EMAIL_PATTERN } from './users.js';
import { secretInputSchema, secretMaskSchema } from './secrets.js';

/** REQ-SETTINGS-2: the social networks of the site's footer, in their display order. */
export const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'twitter', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const email = z.string().trim().max(320).regex(EMAIL_PATTERN, 'EMAIL_INVALID_FORMAT');
const titleText = z.string().trim().max(200);
const messageText = z.string().trim().max(5000);
const perLanguage = <T extends z.ZodType>(field: T) => z.object({ pl: field, en: field });

/** A profile link: empty, or an http(s) address (the public site puts it in an `href`). */
const socialUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'INVALID');

/**
 * What a save sends for one icon (REQ-SETTINGS-5: "socialMediaIcons reduced to isEnabled, url and
 * position").
 */
export const socialMediaIconInputSchema = z.object({
  isEnabled: z.boolean(),
  url: socialUrlSchema,
  position: positionSchema(1000),
});
export type SocialMediaIconInput = z.infer<typeof socialMediaIconInputSchema>;

/** REQ-SETTINGS-2 socialMediaIcons[]: one per network, `id` and `icon` fixed by the network. */
export const socialMediaIconSchema = socialMediaIconInputSchema.extend({
  id: z.number(),
  name: z.enum(SOCIAL_NETWORKS),
  icon: z.string(),
});
export type SocialMediaIcon = z.infer<typeof socialMediaIconSchema>;

export const contactFormConfigSchema = z.object({
  sendFrom: email,
  sendTo: email,
  sendFromName: z.string().trim().min(1, 'NAME_IS_EMPTY').max(200),
});

const maintenanceFields = {
  maintenanceMode: z.boolean(),
  maintenanceModeTitle: perLanguage(titleText.min(1, 'FIELD_IS_REQUIRED')),
  maintenanceModeMessage: perLanguage(messageText.min(1, 'FIELD_IS_REQUIRED')),
  systemMaintenanceModeTitle: perLanguage(titleText.min(1, 'FIELD_IS_REQUIRED')),
  systemMaintenanceModeMessage: perLanguage(messageText.min(1, 'FIELD_IS_REQUIRED')),
};

/** Google ids are short tokens (`G-XXXX`, an API key); empty switches the service off. */
const googleId = z
  .string()
  .trim()
  .max(200)
  .refine((v) => v === '' || /^[\w.-]+$/.test(v), 'INVALID');

/**
 * Four eyes on money (REQ-APPR-1): `off`, every money action at or above `threshold` (PLN), or
 * every money action whatever its amount.
 */
export const APPROVAL_MODES = ['off', 'threshold', 'every'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/** PLN with up to two decimals, as a decimal string (money is never a float). */
export const plnAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'INVALID')
  .refine((v) => Number(v) > 0, 'INVALID');

export const approvalConfigSchema = z.object({
  mode: z.enum(APPROVAL_MODES),
  threshold: plnAmountSchema,
});
export type ApprovalConfig = z.infer<typeof approvalConfigSchema>;

/** The longest a payment deadline may be extended to, in days from the moment of extending. */
export const EXTEND_MAX_DAYS_LIMIT = 365;
export const DEFAULT_EXTEND_MAX_DAYS = 30;

/** Payment deadlines: how far ahead staff may move one (REQ-RULES-1). */
export const deadlinesConfigSchema = z.object({
  extendMaxDays: z.number().int('INVALID').min(1, 'INVALID').max(EXTEND_MAX_DAYS_LIMIT, 'INVALID'),
});
export type DeadlinesConfig = z.infer<typeof deadlinesConfigSchema>;

/** `GET /api/admin/config` (REQ-SETTINGS-1), with the version a save sends back. */
export const configSchema = z.object({
  contactForm: contactFormConfigSchema,
  ...maintenanceFields,
  googleAnalyticsId: z.string(),
  googleMapsId: z.string(),
  socialMediaIcons: z.array(socialMediaIconSchema),
  approvals: approvalConfigSchema,
  deadlines: deadlinesConfigSchema,
  version: z.number(),
  updatedAt: z.string(),
});
export type Config = z.infer<typeof configSchema>;

/**
 * What a save sends in `data`. Every tab of the settings page saves its own part, so each part
 * may be left out (left out = unchanged). Social media icons are keyed by network and carry only
 * isEnabled, url and position (REQ-SETTINGS-5).
 */
export const configInputSchema = z.object({
  contactForm: contactFormConfigSchema.optional(),
  maintenanceMode: maintenanceFields.maintenanceMode.optional(),
  maintenanceModeTitle: maintenanceFields.maintenanceModeTitle.optional(),
  maintenanceModeMessage: maintenanceFields.maintenanceModeMessage.optional(),
  systemMaintenanceModeTitle: maintenanceFields.systemMaintenanceModeTitle.optional(),
  systemMaintenanceModeMessage: maintenanceFields.systemMaintenanceModeMessage.optional(),
  googleAnalyticsId: googleId.optional(),
  googleMapsId: googleId.optional(),
  socialMediaIcons: z
    .object({
      linkedin: socialMediaIconInputSchema,
      facebook: socialMediaIconInputSchema,
      twitter: socialMediaIconInputSchema,
      instagram: socialMediaIconInputSchema,
      youtube: socialMediaIconInputSchema,
    })
    .optional(),
  approvals: approvalConfigSchema.optional(),
  deadlines: deadlinesConfigSchema.optional(),
});
export type ConfigInput = z.infer<typeof configInputSchema>;

/** `PUT /api/admin/config`: `{data, version}`; 409 `CONFIG:STALE_WRITE` when saved since. */
export const updateConfigSchema = z.object({
  data: configInputSchema,
  version: recordVersionSchema,
});
export type UpdateConfig = z.infer<typeof updateConfigSchema>;

/** `GET /api/admin/config/paypal` (REQ-SETTINGS-3), secrets masked. */
export const paypalConfigSchema = z.object({
  maxAmount: z.string(),
  defaultCredentials: z.object({
    productionMode: z.boolean(),
    sandboxClientId: z.string(),
    sandboxClientSecret: secretMaskSchema,
    productionClientId: z.string(),
    productionClientSecret: secretMaskSchema,
  }),
  version: z.number(),
  updatedAt: z.string(),
});
export type PaypalConfig = z.infer<typeof paypalConfigSchema>;

const clientId = z.string().trim().max(200);
const secretInput = secretInputSchema;

export const paypalConfigInputSchema = z.object({
  maxAmount: plnAmountSchema,
  defaultCredentials: z.object({
    productionMode: z.boolean(),
    sandboxClientId: clientId,
    sandboxClientSecret: secretInput,
    productionClientId: clientId,
    productionClientSecret: secretInput,
  }),
});
export type PaypalConfigInput = z.infer<typeof paypalConfigInputSchema>;

/**
 * `PUT /api/admin/config/paypal`. The mode's credentials (id and secret, stored or typed) must
 * be there: `CONFIG:SANDBOX_CREDENTIALS_EMPTY` / `CONFIG:PRODUCTION_CREDENTIALS_EMPTY`
 * (REQ-SETTINGS-4).
 */
export const updatePaypalConfigSchema = z.object({
  data: paypalConfigInputSchema,
  version: recordVersionSchema,
});
export type UpdatePaypalConfig = z.infer<typeof updatePaypalConfigSchema>;

/**
 * Who must have a second factor (REQ-MFA-POL-1): nobody, all staff, or staff holding any
 * permission of the money areas (orders, transactions, investments).
 */
export const MFA_REQUIRED_FOR = ['none', 'staff', 'money'] as const;
export type MfaRequiredFor = (typeof MFA_REQUIRED_FOR)[number];

/** `GET /api/admin/config/security` (REQ-STEP-3, REQ-MFA-POL-1). */
export const securitySettingsSchema = z.object({
  /** how long a step-up check holds, in minutes */
  stepUpMinutes: z.number(),
  mfaRequiredFor: z.enum(MFA_REQUIRED_FOR),
  /** days a user the policy newly applies to may go on without a factor */
  mfaGraceDays: z.number(),
  version: z.number(),
  updatedAt: z.string(),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

export const securitySettingsInputSchema = z.object({
  stepUpMinutes: z.number().int('INVALID').min(1, 'INVALID').max(720, 'INVALID'),
  mfaRequiredFor: z.enum(MFA_REQUIRED_FOR),
  mfaGraceDays: z.number().int('INVALID').min(0, 'INVALID').max(365, 'INVALID'),
});
export type SecuritySettingsInput = z.infer<typeof securitySettingsInputSchema>;

/** `PUT /api/admin/config/security`: the super admin only; 409 `CONFIG:STALE_WRITE` when saved since. */
export const updateSecuritySettingsSchema = z.object({
  data: securitySettingsInputSchema,
  version: recordVersionSchema,
});
export type UpdateSecuritySettings = z.infer<typeof updateSecuritySettingsSchema>;
