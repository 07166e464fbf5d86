import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translatable } from '@backoffice/contract';
import type { EmailTemplateType } from '@backoffice/contract/email-templates';

/** REQ-EMAIL-4: one per type, seeded with the product's defaults. */
export const emailTemplate = pgTable('email_template', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  type: text('type').$type<EmailTemplateType>().notNull().unique(),
  name: jsonb('name').$type<Translatable>().notNull(),
  subject: jsonb('subject').$type<Translatable>().notNull(),
  body: jsonb('body').$type<Translatable>().notNull(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
