import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BankCsvMapping,
  BankEntryStatus,
  BankMatchMethod,
  BankStatementFormat,
} from '@backoffice/contract/bank-statements';
import { files, users } from '../../db/schema/index.js';
import { identityId } from '../../db/columns.js';
import { transactions } from '../money/transactions/schema.js';

/** One imported statement file (REQ-BANK-1): which account, which format, who and when. */
export const bankStatements = pgTable(
  'bank_statement',
  {
    id: identityId(),
    account: text('account').notNull(),
    format: text('format').$type<BankStatementFormat>().notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('bank_statement_imported_idx').on(t.importedAt, t.id)],
);

/**
 * One booked entry of a bank account (REQ-BANK-3). `identity` is the bank's own identity of the
 * entry (its entry reference, or a digest of date, amount, reference and title when the bank
 * gives none): unique per account, so importing a statement again books nothing twice. An entry
 * belongs to the statement that first brought it.
 */
export const bankEntries = pgTable(
  'bank_entry',
  {
    id: identityId(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    identity: text('identity').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    credit: boolean('credit').notNull(),
    counterparty: text('counterparty').notNull(),
    title: text('title').notNull(),
    bankReference: text('bank_reference'),
    status: text('status').$type<BankEntryStatus>().notNull(),
    matchMethod: text('match_method').$type<BankMatchMethod>(),
    transactionId: integer('transaction_id').references(() => transactions.id, {
      onDelete: 'set null',
    }),
    /** the open transfers an ambiguous entry could be (ids) */
    candidateIds: jsonb('candidate_ids').$type<number[]>().notNull().default([]),
    ignoreReason: text('ignore_reason'),
    /** why the batch's transfer action refused a matched entry (its error code and message) */
    refusalCode: text('refusal_code'),
    refusalMessage: text('refusal_message'),
    approvalId: integer('approval_id'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_entry_identity_key').on(t.account, t.identity),
    index('bank_entry_statement_idx').on(t.statementId, t.id),
    index('bank_entry_transaction_idx').on(t.transactionId),
    check(
      'bank_entry_status',
      sql`${t.status} IN ('matched', 'ambiguous', 'unmatched', 'ignored', 'awaiting', 'confirmed', 'refused', 'debit')`,
    ),
  ],
);

/** A CSV statement's columns, saved per bank account (REQ-BANK-2). */
export const bankCsvMappings = pgTable('bank_csv_mapping', {
  account: text('account').primaryKey(),
  mapping: jsonb('mapping').$type<BankCsvMapping>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
