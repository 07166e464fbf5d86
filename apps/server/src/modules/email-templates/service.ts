import { eq, sql } from 'drizzle-orm';
import { emailTemplatesArea, type Language } from '@backoffice/contract';
import {
  placeholderIssues,
  secretPlaceholdersIn,
  textPlaceholderIssues,
  type PlaceholderIssue,
  EMAIL_TEMPLATE_TYPES,
  EMAIL_TEMPLATE_VARIABLES,
  type EmailTemplate,
  type EmailTemplateConfig,
  type EmailTemplateType,
  type TestEmailMessage,
  type UpdateEmailTemplate,
} from '@backoffice/contract/email-templates';
import type { AuditActor } from '../../core/audit.js';
import { NO_CHILDREN, toIso, updateRecordAudited, type RecordEntity } from '../../core/crud.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { AppError, notFound } from '../../core/errors.js';
import { exportColumns, type ListExport, translatedCell } from '../../core/export.js';
import {
  runList,
  type ListDefinition,
  tablePageQuery,
  translatedOrder,
  type ListRequest,
} from '../../core/list-query/index.js';
import type { Mailer, MailMessage } from '../../core/mail/mailer.js';
import { DEFAULT_TEMPLATES } from './defaults.js';
import { FORMER_BODIES } from './former-defaults.js';
import { greeting } from '../../core/mail/greeting.js';
import { misplacedSecretPlaceholders, renderTemplate, sanitizeTemplateBody } from './render.js';
import { emailTemplate } from './schema.js';

const AREA = 'EMAIL_TEMPLATE';

type Row = typeof emailTemplate.$inferSelect;

function toDto(row: Row): EmailTemplate {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    subject: row.subject,
    body: row.body,
    defaultBody: DEFAULT_TEMPLATES[row.type].body,
    version: row.version,
    updatedAt: toIso(row.updatedAt),
  };
}

/**
 * Inserts the product's templates that are missing (every start; an edited one stays), and
 * brings a body still exactly as an earlier version seeded it to today's default, language by
 * language (`FORMER_BODIES`; an admin's edit stays, REQ-POLISH-3).
 */
export async function seedDefaultTemplates(db: Db): Promise<void> {
  await db
    .insert(emailTemplate)
    .values(EMAIL_TEMPLATE_TYPES.map((type) => ({ type, ...DEFAULT_TEMPLATES[type] })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: emailTemplate.id, type: emailTemplate.type, body: emailTemplate.body })
    .from(emailTemplate);
  for (const row of rows) {
    const former = FORMER_BODIES[row.type];
    if (!former) continue;
    const current = DEFAULT_TEMPLATES[row.type].body;
    const upgrade = (language: Language) =>
      former.some((body) => body[language] === row.body[language])
        ? current[language]
        : row.body[language];
    const body = { pl: upgrade('pl'), en: upgrade('en') };
    if (body.pl === row.body.pl && body.en === row.body.en) continue;
    await db
      .update(emailTemplate)
      // a new version: a form opened on the old text is told, not silently overwritten
      .set({ body, version: sql`${emailTemplate.version} + 1`, updatedAt: new Date() })
      .where(eq(emailTemplate.id, row.id));
  }
}

const templateList: ListDefinition = {
  table: emailTemplate,
  filters: [
    {
      field: 'search',
      type: 'text',
      columns: [sql`${emailTemplate.name}->>'pl'`, sql`${emailTemplate.name}->>'en'`],
    },
  ],
  sortable: { id: emailTemplate.id, name: translatedOrder(emailTemplate.name) },
  defaultOrder: [{ column: 'id', direction: 'ASC' }],
  tieBreaker: emailTemplate.id,
};

/** One page of the templates list (the list and its export). */
/** One page of the list; its SQL is built once per list shape (`pageQuery`). */
const listPage = tablePageQuery(emailTemplate, (rows) => rows.map(toDto));

export function list(db: Db, query: ListRequest) {
  return runList(db, templateList, query, (q) => listPage(db, q));
}

/** `GET /api/admin/email/template/export` (REQ-EXPORT-1): the area's columns, with their cells. */
export const listExport: ListExport<EmailTemplate> = {
  area: 'email-template',
  fileName: 'email-templates',
  list: templateList,
  fetchPage: listPage,
  columns: exportColumns(emailTemplatesArea, {
    name: translatedCell((template) => template.name),
    subject: translatedCell((template) => template.subject),
  }),
};

const missingTemplate = (what: string | number) =>
  notFound(AREA, 'EMAIL_TEMPLATE_NOT_EXISTS', `Email template ${what} does not exist`);

export async function get(db: DbOrTx, id: number): Promise<EmailTemplate> {
  const [row] = await db.select().from(emailTemplate).where(eq(emailTemplate.id, id));
  if (!row) throw missingTemplate(id);
  return toDto(row);
}

export function config(): EmailTemplateConfig {
  return EMAIL_TEMPLATE_TYPES.map((type) => ({
    type,
    variables: [...EMAIL_TEMPLATE_VARIABLES[type]],
  }));
}

type Issue = { code: PlaceholderIssue['code'] | 'SECRET_PLACEHOLDER_OUTSIDE_LINK'; names: string };

const ISSUE_MESSAGES: Record<Issue['code'], string> = {
  REQUIRED_PLACEHOLDER_MISSING: 'Required placeholders missing',
  UNKNOWN_PLACEHOLDER: 'Unknown placeholders (they would be sent as typed)',
  SECRET_PLACEHOLDER_OUTSIDE_LINK:
    'A password link may stand only in the body, in text or as the whole href of a link (<a href="{{reset_link}}">)',
};

const secretIssue = (names: string[]): Issue[] =>
  names.length > 0
    ? [
        {
          code: 'SECRET_PLACEHOLDER_OUTSIDE_LINK',
          names: names.map((name) => `{{${name}}}`).join(', '),
        },
      ]
    : [];

/**
 * A body's secret placeholders written where they may not stand (an image's address, a
 * link's query, a style): the mail client would send the live link to someone else's server.
 * Checked as typed and as it would be stored, so neither form can carry one out (REQ-SEC-4).
 */
function secretPlaceholderIssues(typed: string, stored: string): Issue[] {
  return secretIssue([
    ...new Set([...misplacedSecretPlaceholders(typed), ...misplacedSecretPlaceholders(stored)]),
  ]);
}

/**
 * A subject's secret placeholders: none may stand there. Mail relays, providers' dashboards,
 * spam quarantines and phone lock screens show and keep the subject (REQ-SEC-4).
 */
const secretSubjectIssues = (subject: string): Issue[] =>
  secretIssue(secretPlaceholdersIn(subject));

/**
 * Refuses a body without a type's required placeholders, a subject or body with one the type
 * does not know (it would be sent as typed), a body with a password link outside a link's
 * text or `href`, and a subject with one, naming them on the field.
 */
function assertPlaceholders(issues: (Issue & { context: string })[]) {
  if (issues.length === 0) return;
  throw new AppError(
    400,
    issues.map(({ code, names, context }) => ({
      code: `${AREA}:${code}`,
      message: `${ISSUE_MESSAGES[code]}: ${names}`,
      context,
    })),
  );
}

export async function update(
  db: Db,
  actor: AuditActor,
  id: number,
  input: UpdateEmailTemplate,
): Promise<EmailTemplate> {
  const { version, ...fields } = input;
  const values = {
    name: fields.name,
    subject: fields.subject,
    body: {
      pl: await sanitizeTemplateBody(fields.body.pl, 'body.pl'),
      en: await sanitizeTemplateBody(fields.body.en, 'body.en'),
    },
  };
  return updateRecordAudited(db, actor, templateEntity, id, version, (_tx, before) => {
    assertPlaceholders([
      ...placeholderIssues(before.type, values).map((issue) => ({
        ...issue,
        context: issue.path.join('.'),
      })),
      ...(['pl', 'en'] as const).flatMap((language) => [
        ...secretSubjectIssues(fields.subject[language]).map((issue) => ({
          ...issue,
          context: `subject.${language}`,
        })),
        ...secretPlaceholderIssues(fields.body[language], values.body[language]).map((issue) => ({
          ...issue,
          context: `body.${language}`,
        })),
      ]),
    ]);
    return Promise.resolve({ values, children: null });
  });
}

/** A template to the write pipeline; the audit log keeps it as the form reads it. */
const templateEntity: RecordEntity<typeof emailTemplate, null, EmailTemplate> = {
  table: emailTemplate,
  area: AREA,
  missing: 'EMAIL_TEMPLATE_NOT_EXISTS',
  entityType: 'email-template',
  children: NO_CHILDREN,
  toDto: (row) => toDto(row),
};

async function stored(db: DbOrTx, type: EmailTemplateType) {
  const [row] = await db.select().from(emailTemplate).where(eq(emailTemplate.type, type));
  return row ?? { type, ...DEFAULT_TEMPLATES[type] };
}

/**
 * The product's email of a type, from its stored template in the recipient's language (the
 * default when the row is missing).
 */
export async function renderEmail(
  db: DbOrTx,
  type: EmailTemplateType,
  language: Language,
  to: string,
  values: Record<string, string>,
): Promise<MailMessage> {
  const template = await stored(db, type);
  return renderTemplate(
    to,
    { subject: template.subject[language], body: template.body[language] },
    // every template may greet by `{{greeting}}`, made from the first name (REQ-POLISH-3)
    { greeting: greeting(values.first_name ?? '', language), ...values },
  );
}

const SAMPLE_TOKEN = 'TEST-TOKEN';

/** What a test message fills in: believable values, the links pointing nowhere real. */
function sampleValues(type: EmailTemplateType, email: string): Record<string, string> {
  const link = `https://example.com/set-password/${SAMPLE_TOKEN}`;
  const common = {
    greeting: 'Dzień dobry, Anno!',
    first_name: 'Anna',
    last_name: 'Nowak',
    email,
    valid_hours: '1',
  };
  // the security notices' values (REQ-SESS-4, REQ-SESS-5)
  const notice = {
    ...common,
    time: '2026-01-15 09:30 UTC',
    change_password_link: 'https://example.com/forgot-password',
  };
  switch (type) {
    case 'email-changed':
      return { ...common, new_email: 'anna.nowak@example.org' };
    case 'reset-password':
      return { ...common, reset_link: link };
    case 'new-account':
      return { ...common, set_password_link: link, valid_hours: '72' };
    case 'new-sign-in':
      return { ...notice, device: 'Chrome 131 on Windows', ip: '203.0.113.7' };
    case 'password-changed':
      return notice;
    case 'second-factor-added':
    case 'second-factor-removed':
      return { ...notice, factor: 'TOTP', changed_by: 'Jan Kowalski (jan@example.com)' };
    case 'order-accepted':
    case 'order-rejected':
    case 'deadline-extended':
    case 'payment-received':
    case 'refund-sent':
      return {
        ...common,
        order_number: '11',
        offer: 'Apartamenty Nadwiślańskie',
        amount: '3 500,00',
        share_numbers: '101–135',
        reason: 'Oferta została zamknięta.',
        refund: 'Zwrócimy 3 500,00 zł na Twoje konto bankowe.',
        deadline: '15.01.2026 23:59',
        amount_received: '1 500,00',
        amount_left: '2 000,00',
        refund_amount: '3 500,00',
        bank_reference: 'ZWROT-11',
      };
  }
}

/**
 * Sends the subject and body as typed (the form's unsaved text) with sample values, through
 * the mailer the product uses. A refused send answers 502 `CANT_SEND_MESSAGE`.
 */
export async function sendTest(
  mailer: Mailer,
  input: TestEmailMessage,
  log: (error: unknown) => void,
): Promise<void> {
  const body = await sanitizeTemplateBody(input.body, 'body');
  assertPlaceholders([
    ...(['subject', 'body'] as const).flatMap((field) =>
      textPlaceholderIssues(input.type, field, input[field]).map((issue) => ({
        ...issue,
        context: field,
      })),
    ),
    ...secretSubjectIssues(input.subject).map((issue) => ({ ...issue, context: 'subject' })),
    ...secretPlaceholderIssues(input.body, body).map((issue) => ({ ...issue, context: 'body' })),
  ]);
  const message = renderTemplate(
    input.email,
    { subject: input.subject, body },
    sampleValues(input.type, input.email),
  );
  try {
    // the sample link is no live one, but the kept copy shows it as every link is shown
    await mailer.send({ ...message, secrets: [SAMPLE_TOKEN] });
  } catch (error) {
    // the mail server's answer may name hosts and accounts: it goes to the log, not the client
    log(error);
    throw AppError.of(502, AREA, 'CANT_SEND_MESSAGE', 'The message could not be sent');
  }
}
