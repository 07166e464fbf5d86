import { z } from 'zod';
import { recordVersionSchema } from './common.js';

/** The emails the product sends, each from its template (REQ-EMAIL-4). */
export const EMAIL_TEMPLATE_TYPES = [
  'reset-password',
  'new-account',
  'email-changed',
  // account security notices (REQ-SESS-4, REQ-SESS-5): no link in them carries a token
  'new-sign-in',
  'password-changed',
  'second-factor-added',
  'second-factor-removed',
  // investors told about their money (REQ-INVMAIL-1), queued with the action that caused them
  'order-accepted',
  'order-rejected',
  'deadline-extended',
  'payment-received',
  'refund-sent',
] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

/** A placeholder of a template, written `{{name}}` in its subject or body. */
export const templateVariableSchema = z.object({ name: z.string(), required: z.boolean() });
export type TemplateVariable = z.infer<typeof templateVariableSchema>;

/** What every mail to an investor about their money may name (REQ-INVMAIL-1). */
const INVESTOR_COMMON: readonly TemplateVariable[] = [
  { name: 'greeting', required: false },
  { name: 'first_name', required: false },
  { name: 'last_name', required: false },
  { name: 'email', required: false },
  { name: 'offer', required: false },
  { name: 'amount', required: false },
];

/**
 * Each type's placeholders (`GET /admin/email/template/config`). A body without a required one
 * is refused: the email would be useless (a reset mail without its link). `greeting` is the whole
 * greeting line made from the first name: "Dzień dobry, Anno!" in the vocative, or "Dzień dobry!"
 * where the name's vocative is not known; "Hello Anna," in English (REQ-POLISH-3).
 */
export const EMAIL_TEMPLATE_VARIABLES: Record<EmailTemplateType, readonly TemplateVariable[]> = {
  'reset-password': [
    { name: 'reset_link', required: true },
    { name: 'greeting', required: false },
    { name: 'first_name', required: false },
    { name: 'last_name', required: false },
    { name: 'email', required: false },
    { name: 'valid_hours', required: false },
  ],
  'new-account': [
    { name: 'set_password_link', required: true },
    { name: 'greeting', required: false },
    { name: 'first_name', required: false },
    { name: 'last_name', required: false },
    { name: 'email', required: false },
    { name: 'valid_hours', required: false },
  ],
  // sent to the old address when an admin changes an account's e-mail (REQ-SEC-3)
  'email-changed': [
    { name: 'new_email', required: true },
    { name: 'greeting', required: false },
    { name: 'first_name', required: false },
    { name: 'last_name', required: false },
    { name: 'email', required: false },
  ],
  // a sign-in from a device (browser and system) the account was not signed in from before
  'new-sign-in': [
    { name: 'device', required: true },
    { name: 'ip', required: false },
    { name: 'time', required: false },
    // the back-office's "forgot password" page, on its configured address
    { name: 'change_password_link', required: true },
    { name: 'greeting', required: false },
    { name: 'first_name', required: false },
    { name: 'last_name', required: false },
    { name: 'email', required: false },
  ],
  'password-changed': [
    { name: 'time', required: false },
    { name: 'change_password_link', required: false },
    { name: 'greeting', required: false },
    { name: 'first_name', required: false },
    { name: 'last_name', required: false },
    { name: 'email', required: false },
  ],
  // `factor`: which one ("authenticator app (TOTP)"); `changed_by`: "you", or the admin's name
  'second-factor-added': [
    { name: 'factor', required: true },
    { name: 'changed_by', required: false },
    { name: 'time', required: false },
    { name: 'greeting', required: false },
    { name: 'first_name', required: false },
    { name: 'last_name', required: false },
    { name: 'email', required: false },
  ],
  'second-factor-removed': [
    { name: 'factor', required: true },
    { name: 'changed_by', required: false },
    { name: 'time', required: false },
    { name: 'greeting', required: false },
    { name: 'first_name', required: false },
    { name: 'last_name', required: false },
    { name: 'email', required: false },
  ],
  // REQ-INVMAIL-1: `greeting` is the whole greeting line ("Dzień dobry, Anno!", or "Dzień
  // dobry!" where the name cannot be put in the vocative); amounts are formatted decimals
  'order-accepted': [
    { name: 'order_number', required: true },
    { name: 'share_numbers', required: true },
    ...INVESTOR_COMMON,
  ],
  'order-rejected': [
    { name: 'order_number', required: true },
    { name: 'reason', required: false },
    // the refund due, as a sentence, or empty when none is
    { name: 'refund', required: false },
    ...INVESTOR_COMMON,
  ],
  'deadline-extended': [
    { name: 'order_number', required: true },
    { name: 'deadline', required: true },
    ...INVESTOR_COMMON,
  ],
  'payment-received': [
    { name: 'order_number', required: true },
    { name: 'amount_received', required: true },
    { name: 'amount_left', required: false },
    { name: 'deadline', required: false },
    ...INVESTOR_COMMON,
  ],
  'refund-sent': [
    { name: 'order_number', required: true },
    { name: 'refund_amount', required: true },
    { name: 'bank_reference', required: false },
    ...INVESTOR_COMMON,
  ],
};

/**
 * A placeholder that carries a secret: a password link, or anything named a token. It may
 * stand only in text or as the whole `href` of a link (`<a href="{{reset_link}}">`): in an
 * image's address or any other attribute the mail client would send it to a third party when
 * the message opens (REQ-SEC-4).
 */
export function isSecretPlaceholder(name: string): boolean {
  return name === 'reset_link' || name === 'set_password_link' || /token/i.test(name);
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

/**
 * Whether an attribute value is one placeholder as a whole href, with only the whitespace a
 * browser strips from a URL around it (HTML's ASCII whitespace): JavaScript's `\s` also takes
 * NBSP or U+2028, which stay and make the link relative, so it would resolve on the webmail's
 * own host. The server's render and save check and the web form's check share it.
 */
export function isWholeHrefPlaceholder(value: string): boolean {
  return /^[\t\n\f\r ]*\{\{\s*[a-zA-Z0-9_]+\s*\}\}[\t\n\f\r ]*$/.test(value);
}

/** The placeholder names written in a text, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

/**
 * The secret placeholders written in a text, each once. A subject may hold none: it is no link,
 * and mail logs, spam quarantines and lock screens show it (REQ-SEC-4).
 */
export function secretPlaceholdersIn(text: string): string[] {
  return placeholdersIn(text).filter(isSecretPlaceholder);
}

/** A type's required placeholders missing from a body, and the unknown ones it has. */
export function checkPlaceholders(
  type: EmailTemplateType,
  body: string,
): { missing: string[]; unknown: string[] } {
  const variables = EMAIL_TEMPLATE_VARIABLES[type];
  const used = placeholdersIn(body);
  return {
    missing: variables.filter((v) => v.required && !used.includes(v.name)).map((v) => v.name),
    unknown: used.filter((name) => !variables.some((v) => v.name === name)),
  };
}

/** A placeholder problem of one subject or body, with the names it is about (`{{bad}}`). */
export interface PlaceholderIssue {
  code: 'REQUIRED_PLACEHOLDER_MISSING' | 'UNKNOWN_PLACEHOLDER';
  names: string;
}

/**
 * One subject's or body's placeholder problems: a required one missing (bodies only), and one
 * the type does not know, which would go out as typed (`{{frist_name}}`).
 */
export function textPlaceholderIssues(
  type: EmailTemplateType,
  field: 'subject' | 'body',
  text: string,
): PlaceholderIssue[] {
  const names = (list: string[]) => list.map((name) => `{{${name}}}`).join(', ');
  const { missing, unknown } = checkPlaceholders(type, text);
  const issues: PlaceholderIssue[] = [];
  if (field === 'body' && missing.length > 0)
    issues.push({ code: 'REQUIRED_PLACEHOLDER_MISSING', names: names(missing) });
  if (unknown.length > 0) issues.push({ code: 'UNKNOWN_PLACEHOLDER', names: names(unknown) });
  return issues;
}

/** A template's placeholder problems in both languages, each with its field's path. */
export function placeholderIssues(
  type: EmailTemplateType,
  texts: { subject: { pl: string; en: string }; body: { pl: string; en: string } },
): (PlaceholderIssue & { path: [field: 'subject' | 'body', language: 'pl' | 'en'] })[] {
  return (['pl', 'en'] as const).flatMap((language) =>
    (['subject', 'body'] as const).flatMap((field) =>
      textPlaceholderIssues(type, field, texts[field][language]).map((issue) => ({
        ...issue,
        path: [field, language] as [field: 'subject' | 'body', language: 'pl' | 'en'],
      })),
    ),
  );
}

const texts = (max: number) =>
  z.object({
    pl: z.string().trim().min(1, 'FIELD_IS_REQUIRED').max(max),
    en: z.string().trim().min(1, 'FIELD_IS_REQUIRED').max(max),
  });

/** REQ-EMAIL-5 edit: name, subject and body per language, with the loaded version. */
export const updateEmailTemplateSchema = z.object({
  name: texts(200),
  subject: texts(300),
  /** rich HTML, sanitised by the server on save */
  body: texts(100_000),
  version: recordVersionSchema,
});
export type UpdateEmailTemplate = z.infer<typeof updateEmailTemplateSchema>;

export const emailTemplateSchema = z.object({
  id: z.number(),
  type: z.enum(EMAIL_TEMPLATE_TYPES),
  name: z.object({ pl: z.string(), en: z.string() }),
  subject: z.object({ pl: z.string(), en: z.string() }),
  body: z.object({ pl: z.string(), en: z.string() }),
  /** the body the product ships with, for "restore default body" */
  defaultBody: z.object({ pl: z.string(), en: z.string() }),
  version: z.number(),
  updatedAt: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const emailTemplateConfigSchema = z.array(
  z.object({ type: z.enum(EMAIL_TEMPLATE_TYPES), variables: z.array(templateVariableSchema) }),
);
export type EmailTemplateConfig = z.infer<typeof emailTemplateConfigSchema>;

/**
 * `POST /admin/email/template/test-message`: the subject and body as typed (not yet saved),
 * rendered with sample values and sent to `email`.
 */
export const testEmailMessageSchema = z.object({
  type: z.enum(EMAIL_TEMPLATE_TYPES, 'UNKNOWN_TYPE'),
  email: z.email('EMAIL_INVALID_FORMAT').max(254),
  subject: z.string().trim().min(1, 'FIELD_IS_REQUIRED').max(300),
  body: z.string().trim().min(1, 'FIELD_IS_REQUIRED').max(100_000),
});
export type TestEmailMessage = z.infer<typeof testEmailMessageSchema>;

/** One message of the outbox folder (`GET /admin/email/outbox`, the "Sent emails" screen). */
export const sentEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  html: z.string(),
  text: z.string(),
});
export type SentEmail = z.infer<typeof sentEmailSchema>;
export const sentEmailsSchema = z.object({
  /** `smtp`: messages leave through the SMTP server and the outbox stays empty */
  transport: z.enum(['smtp', 'outbox']),
  items: z.array(sentEmailSchema),
});
export type SentEmails = z.infer<typeof sentEmailsSchema>;
