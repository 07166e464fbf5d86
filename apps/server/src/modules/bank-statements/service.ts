import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListQueryParams } from '@backoffice/contract';
import {
  BANK_ENTRY_STATUSES,
  BANK_STATEMENT_MAX_BYTES,
  type BankConfirmAnswer,
  type BankCsvMapping,
  type BankEntry,
  type BankEntryStatus,
  type BankImportResult,
  type BankStatement,
  type BankStatementSummary,
  type BankTransactionRef,
  type ImportBankStatement,
} from '@backoffice/contract/bank-statements';
import { actOrAwait, readApprovalPolicy, type ApprovalPolicy } from '../../core/approval.js';
import { auditedTogether, recordAudit } from '../../core/audit.js';
import { toIso, type RequestActor } from '../../core/crud.js';
import { queryRows, type Db, type DbOrTx } from '../../core/db/database.js';
import { as, preparedStatement, value } from '../../core/db/prepared.js';
import { inTransaction } from '../../core/db/transaction.js';
import { AppError, badRequest, conflict, notFound } from '../../core/errors.js';
import type { FileService } from '../../core/files/service.js';
import { runList, pageQuery, type ListDefinition } from '../../core/list-query/index.js';
import { holdsOf } from '../../core/permissions.js';
import { files, users } from '../../db/schema/index.js';
import { transactions } from '../money/transactions/schema.js';
import { parseInWorker } from './parse-pool.js';
import { StatementProblem, type ParsedEntry } from './parse.js';
import { bankCsvMappings, bankEntries, bankStatements } from './schema.js';

const AREA = 'BANK_STATEMENT';

// ---------------------------------------------------------------- import

/** The stored upload's bytes, refused above the statement limit before a byte is read. */
async function readUpload(db: DbOrTx, fileService: FileService, fileId: string) {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  if (!row) throw notFound(AREA, 'BANK_FILE_NOT_FOUND', `File ${fileId} does not exist`);
  if (row.size > BANK_STATEMENT_MAX_BYTES) {
    throw AppError.of(
      413,
      AREA,
      'BANK_FILE_TOO_LARGE',
      'The statement file is too large',
      'fileId',
    );
  }
  const stored = await fileService.store.get(row.storageKey);
  if (!stored) throw notFound(AREA, 'BANK_FILE_NOT_FOUND', `File ${fileId} has no stored bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stored.stream) {
    size += (chunk as Buffer).length;
    if (size > BANK_STATEMENT_MAX_BYTES) {
      stored.stream.destroy();
      throw AppError.of(
        413,
        AREA,
        'BANK_FILE_TOO_LARGE',
        'The statement file is too large',
        'fileId',
      );
    }
    chunks.push(chunk as Buffer);
  }
  return { row, bytes: Buffer.concat(chunks) };
}

const problemStatus = (code: StatementProblem['code']) =>
  code === 'BANK_CSV_MAPPING_REQUIRED' ? 400 : 400;

export async function savedMapping(db: DbOrTx, account: string): Promise<BankCsvMapping | null> {
  const [row] = await db
    .select({ mapping: bankCsvMappings.mapping })
    .from(bankCsvMappings)
    .where(eq(bankCsvMappings.account, account));
  return row?.mapping ?? null;
}

/** The import's phases in milliseconds (its `Server-Timing`, read by bench:reconcile). */
export interface ImportTimings {
  parseMs?: number;
  dbMs?: number;
  bookMs?: number;
  matchMs?: number;
}

/**
 * Imports a statement (REQ-BANK-1, REQ-BANK-3): reads the uploaded file, parses it off the
 * event loop, books the entries the account has not seen (the bank identity is unique per
 * account), and matches the new credits. A refused file changes nothing.
 */
export async function importStatement(
  db: Db,
  fileService: FileService,
  actor: RequestActor,
  input: ImportBankStatement,
  now: Date,
  timings: ImportTimings = {},
): Promise<BankImportResult> {
  const { row: file, bytes } = await readUpload(db, fileService, input.fileId);
  const parseStarted = performance.now();
  const mapping = input.mapping ?? (input.account ? await savedMapping(db, input.account) : null);
  let parsed;
  try {
    parsed = await parseInWorker(bytes, mapping);
  } catch (error) {
    if (error instanceof StatementProblem) {
      throw AppError.of(problemStatus(error.code), AREA, error.code, error.message, 'fileId');
    }
    throw error;
  }
  timings.parseMs = performance.now() - parseStarted;
  const dbStarted = performance.now();
  const account = parsed.account ?? input.account ?? null;
  if (!account) {
    throw badRequest(
      AREA,
      'BANK_CSV_ACCOUNT_REQUIRED',
      'A CSV statement needs its account',
      'account',
    );
  }
  const result = await inTransaction(db, async (tx) => {
    if (parsed.format === 'csv' && input.mapping) {
      await tx
        .insert(bankCsvMappings)
        .values({ account, mapping: input.mapping, updatedAt: now, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: bankCsvMappings.account,
          set: { mapping: input.mapping, updatedAt: now, updatedBy: actor.id },
        });
      await recordAudit(tx, actor, {
        action: 'bank-statement.mapping',
        entityType: 'bank-statement',
        entityId: null,
        after: { account, mapping: input.mapping },
      });
    }
    const [statement] = await tx
      .insert(bankStatements)
      .values({
        account,
        format: parsed.format,
        fileId: file.id,
        fileName: file.fileName,
        importedAt: now,
        importedBy: actor.id,
      })
      .returning({ id: bankStatements.id });
    if (!statement) throw new Error('the statement was not inserted');
    const statementId = statement.id;
    const bookStarted = performance.now();
    const inserted = await insertNew(tx, statementId, account, parsed.entries);
    timings.bookMs = performance.now() - bookStarted;
    const duplicates = parsed.entries.length - inserted.length;
    if (inserted.length === 0) {
      // nothing new: the statement is not booked again; answer the one holding its entries
      await tx.delete(bankStatements).where(eq(bankStatements.id, statementId));
      const [first] = await tx
        .select({ statementId: bankEntries.statementId })
        .from(bankEntries)
        .where(
          and(
            eq(bankEntries.account, account),
            eq(bankEntries.identity, parsed.entries[0]?.identity ?? ''),
          ),
        );
      return { statementId: first?.statementId ?? statementId, newEntries: 0, duplicates };
    }
    const matchStarted = performance.now();
    await matchEntries(tx, inserted);
    timings.matchMs = performance.now() - matchStarted;
    await recordAudit(tx, actor, {
      action: 'bank-statement.import',
      entityType: 'bank-statement',
      entityId: statementId,
      after: {
        account,
        format: parsed.format,
        fileId: file.id,
        fileName: file.fileName,
        newEntries: inserted.length,
        duplicates,
      },
    });
    return { statementId, newEntries: inserted.length, duplicates };
  });
  timings.dbMs = performance.now() - dbStarted;
  return result;
}

interface NewEntry {
  id: number;
  amount: string;
  credit: boolean;
  counterparty: string;
  title: string;
}

/**
 * Inserts the entries the account does not hold yet; answers the new ones, in the file's order.
 * One statement whose rows arrive as one JSON parameter: a 10,000-entry statement as drizzle's
 * multi-row VALUES (12 parameters a row) took seconds to build and send (docs/performance.md,
 * bench:reconcile).
 */
async function insertNew(
  tx: DbOrTx,
  statementId: number,
  account: string,
  entries: ParsedEntry[],
): Promise<NewEntry[]> {
  // a file may repeat an entry (two statements of one account in one file)
  const seen = new Set<string>();
  const unique = entries.filter((e) => !seen.has(e.identity) && seen.add(e.identity));
  if (unique.length === 0) return [];
  const rows = unique.map((e, order) => ({
    order,
    identity: e.identity,
    booking_date: e.bookingDate,
    value_date: e.valueDate,
    amount: e.amount,
    currency: e.currency,
    credit: e.credit,
    counterparty: e.counterparty,
    title: e.title,
    bank_reference: e.bankReference,
  }));
  const inserted = await queryRows<NewEntry>(
    tx,
    sql`insert into ${bankEntries} (statement_id, account, identity, booking_date, value_date,
          amount, currency, credit, counterparty, title, bank_reference, status)
        select ${statementId}::int, ${account}::text, e.identity, e.booking_date, e.value_date,
               e.amount, e.currency, e.credit, e.counterparty, e.title, e.bank_reference,
               case when e.credit then 'unmatched' else 'debit' end
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e("order" int, identity text,
               booking_date date, value_date date, amount numeric, currency text, credit boolean,
               counterparty text, title text, bank_reference text)
         order by e."order"
        on conflict (account, identity) do nothing
        returning id, amount::text as amount, credit, counterparty, title`,
  );
  // the ids are given in insertion order, which is the file's
  return inserted.sort((a, b) => a.id - b.id);
}

// ---------------------------------------------------------------- matching

const REFERENCE = /ORDER[\s-]*(\d{1,9})\b/i;

/** Lower case without diacritics: "Zieliński" in a bank's ASCII title is "zielinski". */
const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'l')
    .toLowerCase();

interface OpenTransfer {
  id: number;
  orderId: number;
  amount: string;
  firstName: string;
  lastName: string;
}

/** Open bank transfers no other open entry has claimed, by a condition. */
function openTransfers(tx: DbOrTx, where: SQL | undefined) {
  return tx
    .select({
      id: transactions.id,
      orderId: transactions.orderId,
      amount: transactions.amount,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(
      and(
        eq(transactions.status, 'pending'),
        eq(transactions.method, 'bank-transfer'),
        where,
        sql`not exists (select 1 from ${bankEntries} be where be.transaction_id = ${transactions.id} and be.status in ('matched', 'awaiting'))`,
      ),
    );
}

/**
 * Matches new credits to open bank transfers (REQ-BANK-4): first by the payment reference in
 * the title (`ORDER-5`, the transaction's reference), then by the amount and the investor's
 * name in the counterparty. One transfer is matched to one entry at most; two entries naming
 * the same transfer leave the second ambiguous.
 */
async function matchEntries(tx: DbOrTx, entries: NewEntry[]): Promise<void> {
  const credits = entries.filter((e) => e.credit);
  if (credits.length === 0) return;
  const referenceOf = new Map(credits.map((e) => [e.id, Number(REFERENCE.exec(e.title)?.[1])]));
  const orderIds = [...new Set([...referenceOf.values()].filter((n) => n > 0))];
  const byOrder = new Map<number, OpenTransfer>();
  if (orderIds.length > 0) {
    const rows = await openTransfers(
      tx,
      sql`${transactions.orderId} in (select jsonb_array_elements_text(${JSON.stringify(orderIds)}::jsonb)::int)`,
    );
    for (const row of rows) byOrder.set(row.orderId, row);
  }
  // The open transfers of an amount are read only for the credits the reference does not settle
  // on its own: reading them for every credit read nearly every open transfer (100,000 rows at
  // the REQ-BANK-9 scale) to match 2,000 entries. Should the pass below need an amount not read
  // (a reference another entry took first), it reads that amount too and runs again, so the
  // outcome is the one every amount read at once gives.
  const claims = new Map<number, number>();
  for (const id of referenceOf.values()) {
    const transfer = byOrder.get(id);
    if (transfer) claims.set(transfer.id, (claims.get(transfer.id) ?? 0) + 1);
  }
  const byAmount = new Map<string, OpenTransfer[]>();
  const readAmounts = async (amounts: string[]) => {
    if (amounts.length === 0) return;
    for (const amount of amounts) byAmount.set(amount, []);
    const rows = await openTransfers(
      tx,
      sql`${transactions.amount} in (select jsonb_array_elements_text(${JSON.stringify(amounts)}::jsonb)::numeric)`,
    );
    for (const row of rows) byAmount.get(row.amount)?.push(row);
  };
  await readAmounts([
    ...new Set(
      credits
        .filter((e) => {
          const transfer = byOrder.get(referenceOf.get(e.id) ?? 0);
          return !transfer || (claims.get(transfer.id) ?? 0) > 1;
        })
        .map((e) => e.amount),
    ),
  ]);
  for (;;) {
    const outcome = matchPass(credits, referenceOf, byOrder, byAmount);
    if (outcome.missing.size === 0) {
      await storeMatches(tx, outcome.updates);
      return;
    }
    await readAmounts([...outcome.missing]);
  }
}

interface MatchUpdate {
  id: number;
  status: BankEntryStatus;
  method: 'reference' | 'amount-name' | null;
  transactionId: number | null;
  candidates: number[];
}

/** One pass over the credits in their order; `missing` names amounts it needed and had not. */
function matchPass(
  credits: NewEntry[],
  referenceOf: Map<number, number>,
  byOrder: Map<number, OpenTransfer>,
  byAmount: Map<string, OpenTransfer[]>,
): { updates: MatchUpdate[]; missing: Set<string> } {
  const taken = new Set<number>();
  const missing = new Set<string>();
  const updates: MatchUpdate[] = [];
  for (const entry of credits) {
    const orderId = referenceOf.get(entry.id) ?? 0;
    const byRef = orderId > 0 ? byOrder.get(orderId) : undefined;
    if (byRef && !taken.has(byRef.id)) {
      taken.add(byRef.id);
      updates.push({
        id: entry.id,
        status: 'matched',
        method: 'reference',
        transactionId: byRef.id,
        candidates: [],
      });
      continue;
    }
    const sameAmount = byAmount.get(entry.amount);
    if (!sameAmount) {
      missing.add(entry.amount);
      continue;
    }
    const payer = plain(entry.counterparty);
    const named = sameAmount.filter(
      (t) =>
        !taken.has(t.id) &&
        t.lastName.length > 0 &&
        payer.includes(plain(t.lastName)) &&
        payer.includes(plain(t.firstName)),
    );
    const only = named.length === 1 ? named[0] : undefined;
    if (only) {
      taken.add(only.id);
      updates.push({
        id: entry.id,
        status: 'matched',
        method: 'amount-name',
        transactionId: only.id,
        candidates: [],
      });
    } else if (named.length > 1 || byRef) {
      const candidates = [...(byRef ? [byRef.id] : []), ...named.map((t) => t.id)].slice(0, 20);
      updates.push({
        id: entry.id,
        status: 'ambiguous',
        method: null,
        transactionId: null,
        candidates,
      });
    } else {
      // the same amount from someone else: offered to pick by hand, never matched alone
      const candidates = sameAmount
        .filter((t) => !taken.has(t.id))
        .slice(0, 10)
        .map((t) => t.id);
      updates.push({
        id: entry.id,
        status: 'unmatched',
        method: null,
        transactionId: null,
        candidates,
      });
    }
  }
  return { updates, missing };
}

async function storeMatches(tx: DbOrTx, updates: MatchUpdate[]): Promise<void> {
  for (let start = 0; start < updates.length; start += 2000) {
    const chunk = updates.slice(start, start + 2000);
    const values = sql.join(
      chunk.map(
        (u) =>
          sql`(${u.id}::int, ${u.status}::text, ${u.method}::text, ${u.transactionId}::int, ${JSON.stringify(u.candidates)}::jsonb)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${bankEntries} set status = v.status, match_method = v.method,
             transaction_id = v.transaction_id, candidate_ids = v.candidates
        from (values ${values}) as v(id, status, method, transaction_id, candidates)
       where ${bankEntries.id} = v.id`);
  }
}

// ---------------------------------------------------------------- reading

function statementList(): ListDefinition {
  return {
    table: bankStatements,
    filters: [],
    sortable: { importedAt: bankStatements.importedAt },
    defaultOrder: [{ column: 'importedAt', direction: 'DESC' }],
    tieBreaker: bankStatements.id,
  };
}

const summaryColumns = {
  id: bankStatements.id,
  account: bankStatements.account,
  format: bankStatements.format,
  fileName: bankStatements.fileName,
  importedAt: bankStatements.importedAt,
  importedBy: users.email,
  entries: sql<number>`(select count(*)::int from ${bankEntries} be where be.statement_id = ${bankStatements.id})`,
  matched: sql<number>`(select count(*)::int from ${bankEntries} be where be.statement_id = ${bankStatements.id} and be.status = 'matched')`,
  open: sql<number>`(select count(*)::int from ${bankEntries} be where be.statement_id = ${bankStatements.id} and be.status in ('ambiguous', 'unmatched', 'refused'))`,
};

const toSummary = (row: {
  id: number;
  account: string;
  format: BankStatementSummary['format'];
  fileName: string;
  importedAt: Date;
  importedBy: string | null;
  entries: number;
  matched: number;
  open: number;
}): BankStatementSummary => ({ ...row, importedAt: toIso(row.importedAt) });

const listPage = pageQuery(
  (db, q) =>
    db
      .select(summaryColumns)
      .from(bankStatements)
      .leftJoin(users, eq(users.id, bankStatements.importedBy))
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
  (rows) => rows.map(toSummary),
);

export async function list(db: Db, query: ListQueryParams) {
  return runList(db, statementList(), query, (q) => listPage(db, q));
}

/** How many entries one statement answer lists: the open ones first. */
export const ENTRY_LIST_LIMIT = 2000;

async function transferRefs(db: DbOrTx, ids: number[]): Promise<Map<number, BankTransactionRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: transactions.id,
      orderId: transactions.orderId,
      amount: transactions.amount,
      status: transactions.status,
      reference: transactions.methodId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(inArray(transactions.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        orderId: r.orderId,
        amount: r.amount,
        status: r.status,
        reference: r.reference,
        investor: `${r.firstName} ${r.lastName}`.trim() || r.email,
      },
    ]),
  );
}

export async function get(db: DbOrTx, id: number): Promise<BankStatement> {
  const [row] = await db
    .select(summaryColumns)
    .from(bankStatements)
    .leftJoin(users, eq(users.id, bankStatements.importedBy))
    .where(eq(bankStatements.id, id));
  if (!row) throw notFound(AREA, 'BANK_STATEMENT_NOT_FOUND', `Bank statement ${id} does not exist`);
  const countRows = await db
    .select({ status: bankEntries.status, count: sql<number>`count(*)::int` })
    .from(bankEntries)
    .where(eq(bankEntries.statementId, id))
    .groupBy(bankEntries.status);
  const counts = Object.fromEntries(BANK_ENTRY_STATUSES.map((s) => [s, 0])) as Record<
    BankEntryStatus,
    number
  >;
  for (const c of countRows) counts[c.status] = c.count;
  const entries = await db
    .select()
    .from(bankEntries)
    .where(eq(bankEntries.statementId, id))
    .orderBy(
      sql`case ${bankEntries.status} when 'refused' then 0 when 'ambiguous' then 1 when 'unmatched' then 2 when 'matched' then 3 when 'awaiting' then 4 when 'confirmed' then 5 when 'ignored' then 6 else 7 end`,
      asc(bankEntries.id),
    )
    .limit(ENTRY_LIST_LIMIT);
  const refs = await transferRefs(db, [
    ...new Set(
      entries.flatMap((e) => [...(e.transactionId ? [e.transactionId] : []), ...e.candidateIds]),
    ),
  ]);
  const entryList: BankEntry[] = entries.map((e) => ({
    id: e.id,
    bookingDate: e.bookingDate,
    valueDate: e.valueDate,
    amount: e.amount,
    currency: e.currency,
    credit: e.credit,
    counterparty: e.counterparty,
    title: e.title,
    bankReference: e.bankReference,
    status: e.status,
    matchMethod: e.matchMethod,
    transaction: e.transactionId ? (refs.get(e.transactionId) ?? null) : null,
    candidates: e.candidateIds.flatMap((c) => refs.get(c) ?? []),
    ignoreReason: e.ignoreReason,
    refusal:
      e.refusalCode === null ? null : { code: e.refusalCode, message: e.refusalMessage ?? '' },
    approvalId: e.approvalId,
  }));
  return { ...toSummary(row), counts, entryList };
}

// ---------------------------------------------------------------- by hand

async function lockEntry(tx: DbOrTx, statementId: number, entryId: number) {
  const [entry] = await tx
    .select()
    .from(bankEntries)
    .where(and(eq(bankEntries.id, entryId), eq(bankEntries.statementId, statementId)))
    .for('update');
  if (!entry) throw notFound(AREA, 'BANK_ENTRY_NOT_FOUND', `Entry ${entryId} does not exist`);
  if (!entry.credit) {
    throw conflict(AREA, 'BANK_ENTRY_NOT_CREDIT', 'Only credits can be matched or ignored');
  }
  if (entry.status === 'confirmed' || entry.status === 'awaiting') {
    throw conflict(AREA, 'BANK_ENTRY_NOT_OPEN', `The entry is ${entry.status}`);
  }
  return entry;
}

/** Matches an entry by hand to an open bank transfer (REQ-BANK-5), in the caller's transaction. */
export async function matchByHand(
  tx: DbOrTx,
  actor: RequestActor,
  statementId: number,
  entryId: number,
  transactionId: number,
): Promise<void> {
  const entry = await lockEntry(tx, statementId, entryId);
  const [open] = await openTransfers(tx, eq(transactions.id, transactionId));
  if (!open && entry.transactionId !== transactionId) {
    throw conflict(
      AREA,
      'BANK_TRANSACTION_NOT_OPEN',
      'The transaction is not an open bank transfer, or another entry holds it',
      'transactionId',
    );
  }
  await setEntry(
    tx,
    actor,
    entry,
    'bank-entry.match',
    { status: 'matched', matchMethod: 'manual', transactionId, ignoreReason: null },
    { status: 'matched', transactionId },
  );
}

/** Sets an entry aside with a reason, in the caller's transaction: it is never confirmed (REQ-BANK-5). */
export async function ignore(
  tx: DbOrTx,
  actor: RequestActor,
  statementId: number,
  entryId: number,
  reason: string,
): Promise<void> {
  const entry = await lockEntry(tx, statementId, entryId);
  await setEntry(
    tx,
    actor,
    entry,
    'bank-entry.ignore',
    { status: 'ignored', ignoreReason: reason, transactionId: null, matchMethod: null },
    { status: 'ignored', reason },
  );
}

/** A locked entry's hand-made change (a refusal cleared with it), audited as `action`. */
async function setEntry(
  tx: DbOrTx,
  actor: RequestActor,
  entry: { id: number; status: BankEntryStatus; transactionId: number | null },
  action: 'bank-entry.match' | 'bank-entry.ignore',
  set: Pick<
    typeof bankEntries.$inferInsert,
    'status' | 'matchMethod' | 'transactionId' | 'ignoreReason'
  >,
  after: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(bankEntries)
    .set({ ...set, refusalCode: null, refusalMessage: null })
    .where(eq(bankEntries.id, entry.id));
  await recordAudit(tx, actor, {
    action,
    entityType: 'bank-entry',
    entityId: entry.id,
    before: { status: entry.status, transactionId: entry.transactionId },
    after,
  });
}

// ---------------------------------------------------------------- confirming

/**
 * How many entries of a batch are confirmed at once, each in its own transaction: most of an
 * entry's time is spent waiting on PostgreSQL's answers, so more at once keep it busier. Eight of
 * the pool's ten connections (core/db/database.ts), leaving two to every other request meanwhile;
 * PGlite runs one transaction at a time whatever this is. docs/performance.md, bench:reconcile.
 */
const CONFIRM_CONCURRENCY = 8;

/**
 * Confirms a statement's matched entries (REQ-BANK-6): each through the transfer
 * confirmation's own approvable action (`transaction.accept`) with the entry's amount, value
 * date and reference, in a transaction of its own, so each is judged by its own amount (four
 * eyes) and one refusal undoes nothing else; a refused entry becomes `refused` with why. The
 * entry row is locked first and moves from `matched` once: any number of concurrent
 * confirmations of the batch have one effect, and each answers every entry's outcome. The
 * four-eyes settings are read once for the batch, and each entry's own amount is judged against
 * them. (Confirming ten entries a transaction was tried, and measured slower: docs/performance.md.)
 */
export async function confirm(
  db: Db,
  actor: RequestActor & { isSuperAdmin: boolean },
  statementId: number,
  now: Date,
): Promise<BankConfirmAnswer> {
  const holds = await holdsOf(db, { id: actor.id, isSuperAdmin: actor.isSuperAdmin });
  if (!holds('admin:transaction:accept')) {
    throw AppError.of(
      403,
      AREA,
      'BANK_CONFIRM_NEEDS_ACCEPT',
      'Confirming payments also requires admin:transaction:accept',
    );
  }
  const [statement] = await db
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(eq(bankStatements.id, statementId));
  if (!statement) {
    throw notFound(
      AREA,
      'BANK_STATEMENT_NOT_FOUND',
      `Bank statement ${statementId} does not exist`,
    );
  }
  const batch = await db
    .select({ id: bankEntries.id })
    .from(bankEntries)
    .where(
      and(
        eq(bankEntries.statementId, statementId),
        inArray(bankEntries.status, ['matched', 'awaiting', 'confirmed']),
      ),
    )
    .orderBy(asc(bankEntries.id));
  const policy = await readApprovalPolicy(db);
  const results: ConfirmResult[] = new Array(batch.length);
  let next = 0;
  const worker = async () => {
    while (next < batch.length) {
      const index = next++;
      const item = batch[index];
      if (item) results[index] = await confirmOne(db, actor, item.id, now, policy);
    }
  };
  await Promise.all(Array.from({ length: CONFIRM_CONCURRENCY }, worker));
  return { results };
}

type ConfirmResult = BankConfirmAnswer['results'][number];

/** One entry in a transaction of its own; refused, it is marked so with why. */
async function confirmOne(
  db: Db,
  actor: RequestActor,
  entryId: number,
  now: Date,
  policy: ApprovalPolicy,
): Promise<ConfirmResult> {
  try {
    // its two or three audit entries in one insert at the end (docs/performance.md)
    return await inTransaction(db, (tx) =>
      auditedTogether(tx, () => confirmLocked(tx, actor, entryId, now, policy)),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const first = error.errors[0];
    const refusal = { code: first?.code ?? 'REFUSED', message: first?.message ?? '' };
    return markRefused(db, actor, entryId, refusal);
  }
}

/** Confirms one entry inside the caller's transaction: its row locked, then its transfer's action. */
async function confirmLocked(
  tx: DbOrTx,
  actor: RequestActor,
  entryId: number,
  now: Date,
  policy: ApprovalPolicy,
): Promise<ConfirmResult> {
  // claimed, and locked, in one statement: a still-matched entry becomes confirmed (undone with
  // the transaction when the action refuses it, or made awaiting below); a concurrent
  // confirmation of the same entry waits here, then finds it no longer matched
  const [claimed] = await claimStatement(tx, { id: entryId, now: now.toISOString() });
  if (!claimed) return asItStands(tx, entryId);
  const transactionId = claimed.transactionId;
  // a matched entry always names its transfer (matching and matchByHand set both)
  if (transactionId === null) throw new Error(`matched entry ${entryId} has no transfer`);
  const outcome = await actOrAwait(
    tx,
    'transaction.accept',
    {
      params: { id: transactionId },
      body: {
        amountReceived: claimed.amount,
        valueDate: claimed.valueDate,
        bankReference: claimed.bankReference ?? claimed.identity,
      },
      actor,
      at: now,
    },
    policy,
  );
  const approvalId = 'waiting' in outcome ? outcome.waiting : null;
  const status: BankEntryStatus = approvalId === null ? 'confirmed' : 'awaiting';
  if (approvalId !== null) {
    await tx
      .update(bankEntries)
      .set({ status, approvalId, confirmedAt: null })
      .where(eq(bankEntries.id, entryId));
  }
  await recordAudit(tx, actor, {
    action: 'bank-entry.confirm',
    entityType: 'bank-entry',
    entityId: entryId,
    after: { transactionId, status, approvalId, amount: claimed.amount },
  });
  return { entryId, transactionId, outcome: status, approvalId, error: null };
}

/** A still-matched entry claimed as confirmed, prepared once: a batch claims thousands. */
const claimStatement = preparedStatement<{
  transactionId: number | null;
  amount: string;
  valueDate: string;
  bankReference: string | null;
  identity: string;
}>('bank-entry-claim', (tx) =>
  tx
    .update(bankEntries)
    .set({ status: 'confirmed', approvalId: null, confirmedAt: value('now') })
    .where(and(eq(bankEntries.id, value('id')), eq(bankEntries.status, 'matched')))
    .returning({
      transactionId: as(bankEntries.transactionId, 'transactionId'),
      amount: as(bankEntries.amount, 'amount'),
      valueDate: as(bankEntries.valueDate, 'valueDate'),
      bankReference: as(bankEntries.bankReference, 'bankReference'),
      identity: as(bankEntries.identity, 'identity'),
    }),
);

/**
 * An entry of the batch no longer matched when its turn came: confirmed or awaiting by an
 * earlier or a concurrent confirmation (answered as it stands), or refused or set aside meanwhile
 * (not tried again).
 */
async function asItStands(tx: DbOrTx, entryId: number): Promise<ConfirmResult> {
  const [entry] = await tx
    .select({
      status: bankEntries.status,
      transactionId: bankEntries.transactionId,
      approvalId: bankEntries.approvalId,
      refusalCode: bankEntries.refusalCode,
      refusalMessage: bankEntries.refusalMessage,
    })
    .from(bankEntries)
    .where(eq(bankEntries.id, entryId));
  const transactionId = entry?.transactionId ?? 0;
  if (entry?.status === 'confirmed' || entry?.status === 'awaiting') {
    return {
      entryId,
      transactionId,
      outcome: entry.status,
      approvalId: entry.approvalId,
      error: null,
    };
  }
  return {
    entryId,
    transactionId,
    outcome: 'refused',
    approvalId: null,
    error: {
      code: entry?.refusalCode ?? `${AREA}:BANK_ENTRY_NOT_MATCHED`,
      message: entry?.refusalMessage ?? `The entry is ${entry?.status ?? 'gone'}`,
    },
  };
}

/**
 * A matched entry whose transfer action refused it (expired, already paid by hand, step-up…)
 * becomes `refused` with why, in its own audited transaction: it leaves the next batch until it
 * is matched by hand again or ignored, instead of being retried and refused on every batch.
 * Only a still-`matched` entry moves: a concurrent batch may have confirmed it meanwhile.
 */
async function markRefused(
  db: Db,
  actor: RequestActor,
  entryId: number,
  refusal: { code: string; message: string },
): Promise<ConfirmResult> {
  return inTransaction(db, async (tx) => {
    const [entry] = await tx
      .update(bankEntries)
      .set({ status: 'refused', refusalCode: refusal.code, refusalMessage: refusal.message })
      .where(and(eq(bankEntries.id, entryId), eq(bankEntries.status, 'matched')))
      .returning({ transactionId: bankEntries.transactionId });
    if (entry) {
      await recordAudit(tx, actor, {
        action: 'bank-entry.refuse',
        entityType: 'bank-entry',
        entityId: entryId,
        before: { status: 'matched', transactionId: entry.transactionId },
        after: { status: 'refused', refusal },
      });
    }
    return asItStands(tx, entryId);
  });
}
