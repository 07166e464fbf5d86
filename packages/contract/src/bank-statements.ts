import { z } from 'zod';
import { moneySchema } from './money.js';

/** The statement formats read (REQ-BANK-1), each told by its content, never by its name. */
export const BANK_STATEMENT_FORMATS = ['camt053', 'mt940', 'csv'] as const;
export type BankStatementFormat = (typeof BANK_STATEMENT_FORMATS)[number];

/** The largest statement file read (a 10,000-entry camt.053 is about 8 MB). */
export const BANK_STATEMENT_MAX_BYTES = 20_000_000;

/**
 * Where an entry stands: a credit is `matched` (one open transfer), `ambiguous` (several) or
 * `unmatched`; staff may `ignore` it; confirming makes it `confirmed`, or `awaiting` a second
 * person's approval, or `refused` when the transfer's action refuses it (with why): a refused entry
 * is left out of the next batch until it is matched by hand again or ignored. A debit is listed
 * and never matched.
 */
export const BANK_ENTRY_STATUSES = [
  'matched',
  'ambiguous',
  'unmatched',
  'ignored',
  'awaiting',
  'confirmed',
  'refused',
  'debit',
] as const;
export type BankEntryStatus = (typeof BANK_ENTRY_STATUSES)[number];

export const BANK_MATCH_METHODS = ['reference', 'amount-name', 'manual'] as const;
export type BankMatchMethod = (typeof BANK_MATCH_METHODS)[number];

const column = z.string().trim().min(1).max(100);

/** A CSV file's columns by header name, saved per bank account (REQ-BANK-2). */
export const bankCsvMappingSchema = z.object({
  date: column,
  amount: column,
  currency: column,
  counterparty: column,
  title: column,
  bankReference: column,
});
export type BankCsvMapping = z.infer<typeof bankCsvMappingSchema>;

/** An account number as banks print it: letters, digits and spaces (an IBAN or a local one). */
export const bankAccountSchema = z
  .string()
  .trim()
  .max(50)
  .regex(/^[A-Za-z0-9 ]+$/)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(8).max(34));

/** `POST /api/admin/bank-statement/import`: an uploaded file, and for CSV its account. */
export const importBankStatementSchema = z.object({
  fileId: z.uuid(),
  /** required for CSV (its rows name no account); camt.053 and MT940 carry their own */
  account: bankAccountSchema.optional(),
  /** for CSV: saved as the account's mapping, used now and on later imports */
  mapping: bankCsvMappingSchema.optional(),
});
export type ImportBankStatement = z.infer<typeof importBankStatementSchema>;

export const bankTransactionRefSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  amount: moneySchema,
  status: z.string(),
  reference: z.string().nullable(),
  investor: z.string(),
});
export type BankTransactionRef = z.infer<typeof bankTransactionRefSchema>;

export const bankEntrySchema = z.object({
  id: z.number(),
  bookingDate: z.string(),
  valueDate: z.string(),
  amount: moneySchema,
  currency: z.string(),
  credit: z.boolean(),
  counterparty: z.string(),
  title: z.string(),
  bankReference: z.string().nullable(),
  status: z.enum(BANK_ENTRY_STATUSES),
  matchMethod: z.enum(BANK_MATCH_METHODS).nullable(),
  transaction: bankTransactionRefSchema.nullable(),
  candidates: z.array(bankTransactionRefSchema),
  ignoreReason: z.string().nullable(),
  /** why the batch confirmation refused it (status `refused`) */
  refusal: z.object({ code: z.string(), message: z.string() }).nullable(),
  approvalId: z.number().nullable(),
});
export type BankEntry = z.infer<typeof bankEntrySchema>;

export const bankStatementSummarySchema = z.object({
  id: z.number(),
  account: z.string(),
  format: z.enum(BANK_STATEMENT_FORMATS),
  fileName: z.string(),
  importedAt: z.string(),
  importedBy: z.string().nullable(),
  entries: z.number(),
  matched: z.number(),
  open: z.number(),
});
export type BankStatementSummary = z.infer<typeof bankStatementSummarySchema>;

export const bankStatementSchema = bankStatementSummarySchema.extend({
  entryList: z.array(bankEntrySchema),
  counts: z.record(z.enum(BANK_ENTRY_STATUSES), z.number()),
});
export type BankStatement = z.infer<typeof bankStatementSchema>;

/** The import's answer: the statement and how many of the file's entries were new. */
export const bankImportResultSchema = z.object({
  statementId: z.number(),
  newEntries: z.number(),
  duplicates: z.number(),
});
export type BankImportResult = z.infer<typeof bankImportResultSchema>;

export const bankEntryParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  entryId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const matchBankEntrySchema = z.object({
  transactionId: z.number().int().positive().max(2_147_483_647),
});
export const ignoreBankEntrySchema = z.object({ reason: z.string().trim().min(1).max(500) });

export const BANK_CONFIRM_OUTCOMES = ['confirmed', 'awaiting', 'refused'] as const;
export type BankConfirmOutcome = (typeof BANK_CONFIRM_OUTCOMES)[number];

/** One matched entry's result in a confirmed batch: what the transfer's action answered. */
export const bankConfirmResultSchema = z.object({
  entryId: z.number(),
  transactionId: z.number(),
  outcome: z.enum(BANK_CONFIRM_OUTCOMES),
  approvalId: z.number().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export const bankConfirmAnswerSchema = z.object({ results: z.array(bankConfirmResultSchema) });
export type BankConfirmAnswer = z.infer<typeof bankConfirmAnswerSchema>;

export const bankMappingParamsSchema = z.object({ account: bankAccountSchema });
export const bankMappingAnswerSchema = z.object({ mapping: bankCsvMappingSchema.nullable() });
