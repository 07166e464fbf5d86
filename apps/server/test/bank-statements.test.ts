import fs from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@backoffice/contract/settings';
import type {
  BankConfirmAnswer,
  BankImportResult,
  BankStatement,
} from '@backoffice/contract/bank-statements';
import type { Order } from '@backoffice/contract';
import { approvals, auditLog } from '../src/db/schema/index.js';
import { orders } from '../src/modules/money/orders/schema.js';
import { transactions } from '../src/modules/money/transactions/schema.js';
import { bankEntries, bankStatements } from '../src/modules/bank-statements/schema.js';
import { createUser, signInStepped, bearer, signIn } from './helpers/auth.js';
import { call, codesOf, createInvestor, createOfferWithSeries, present } from './helpers/money.js';
import { recordingDatabase, useTestApp } from './helpers/test-app.js';

// Bank statements (REQ-BANK-1..8): each format read from a realistic file, entries booked once
// by their bank identity, credits matched by reference and by amount and name, and a batch
// confirmed through the transfer confirmation's own action. On PostgreSQL (TEST_DB=postgres)
// the 50 concurrent confirmations really run at once.
const { clone, sentDuring } = recordingDatabase();
const ctx = useTestApp({ database: clone });

const BANK = [
  'admin:bank-statement:list',
  'admin:bank-statement:get',
  'admin:bank-statement:import',
  'admin:bank-statement:match',
  'admin:bank-statement:confirm',
  'admin:transaction:get',
  'admin:transaction:accept',
];

let staff: Record<string, string>;
let account = 1000;

async function setApprovals(mode: 'off' | 'threshold' | 'every', threshold = '1000.00') {
  const current = await call<Config>(ctx.app, ctx.admin, 'GET', '/api/admin/config');
  const saved = await call<Config>(ctx.app, ctx.admin, 'PUT', '/api/admin/config', {
    data: { approvals: { mode, threshold } },
    version: current.body.version,
  });
  expect(saved.status).toBe(200);
}

beforeAll(async () => {
  const user = await createUser(ctx.db, { permissions: BANK });
  staff = await signInStepped(ctx.app, user.email, user.password);
});

/** An open bank transfer: a manual order of `quantity` shares at 100.00 by a new investor. */
async function openTransfer(quantity: number, firstName: string, lastName: string) {
  await setApprovals('off');
  const target = await createOfferWithSeries(ctx.db, { limit: 1000, price: '100.00' });
  const investor = await createInvestor(ctx.db, firstName, lastName);
  const placed = await call<Order>(
    ctx.app,
    ctx.admin,
    'POST',
    '/api/admin/investment/manual-order',
    {
      userId: investor.id,
      offerId: target.offerId,
      seriesId: target.seriesId,
      quantity,
    },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { orderId: placed.body.id, transactionId: present(placed.body.transaction).id };
}

interface Line {
  ref: string;
  amount: string;
  credit?: boolean;
  name: string;
  title: string;
  currency?: string;
}

const newAccount = () => `PL${String((account += 1)).padStart(26, '0')}`;

function camt(iban: string, lines: Line[]): string {
  const entries = lines
    .map(
      (
        l,
      ) => `<Ntry><Amt Ccy="${l.currency ?? 'PLN'}">${l.amount}</Amt><CdtDbtInd>${l.credit === false ? 'DBIT' : 'CRDT'}</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><Dt>2026-11-27</Dt></BookgDt><ValDt><Dt>2026-11-26</Dt></ValDt><AcctSvcrRef>${l.ref}</AcctSvcrRef>
<NtryDtls><TxDtls><RltdPties><Dbtr><Nm>${l.name}</Nm></Dbtr></RltdPties><RmtInf><Ustrd>${l.title}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>T</MsgId></GrpHdr>
<Stmt><Id>S1</Id><Acct><Id><IBAN>${iban}</IBAN></Id></Acct>
${entries}
</Stmt></BkToCstmrStmt></Document>`;
}

async function upload(text: string | Buffer, fileName: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/common/upload-file',
    headers: staff,
    payload: { file: { base64: Buffer.from(text).toString('base64'), fileName } },
  });
  return { status: res.statusCode, body: res.json() as { file: { id: string } } };
}

async function importFile(text: string | Buffer, fileName: string, extra: object = {}) {
  const uploaded = await upload(text, fileName);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  return call<BankImportResult>(ctx.app, staff, 'POST', '/api/admin/bank-statement/import', {
    fileId: uploaded.body.file.id,
    ...extra,
  });
}

const statement = async (id: number) =>
  (await call<BankStatement>(ctx.app, staff, 'GET', `/api/admin/bank-statement/${id}`)).body;

const orderStatus = async (id: number) =>
  present((await ctx.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]).s;

const MAPPING = {
  date: 'Data operacji',
  amount: 'Kwota',
  currency: 'Waluta',
  counterparty: 'Nadawca / Odbiorca',
  title: 'Tytuł',
  bankReference: 'Numer referencyjny',
};

describe('importing', () => {
  it('reads each sample of docs/samples, in every format, as the same four entries', async () => {
    const samples = [
      ['bank-statement-camt053.xml', 'bank-statement-camt053.xml', {}],
      // under the name banks give it: .sta is taken as plain text like .txt
      ['bank-statement-mt940.sta', 'bank-statement-mt940.sta', {}],
      [
        'bank-statement.csv',
        'bank-statement.csv',
        { account: 'PL14102010550000123456789012', mapping: MAPPING },
      ],
    ] as const;
    for (const [index, [file, name, extra]] of samples.entries()) {
      const bytes = fs.readFileSync(new URL(`../../../docs/samples/${file}`, import.meta.url));
      const imported = await importFile(bytes, name, extra);
      expect(imported.status, JSON.stringify(imported.body)).toBe(201);
      // the same entries in three formats: the bank's references make them one booking
      expect(imported.body.newEntries).toBe(index === 0 ? 4 : 0);
      expect(imported.body.duplicates).toBe(index === 0 ? 0 : 4);
      const read = await statement(imported.body.statementId);
      expect(read.account).toBe('PL14102010550000123456789012');
      expect(read.format).toBe('camt053');
      expect(read.entries).toBe(4);
      expect(read.counts.debit).toBe(1);
    }
    // the CSV mapping was saved for the account
    const saved = await call<{ mapping: unknown }>(
      ctx.app,
      staff,
      'GET',
      '/api/admin/bank-statement/mapping/PL14102010550000123456789012',
    );
    expect(saved.body.mapping).toEqual(MAPPING);
  });

  it('matches by the reference in the title, then by amount and name; lists the rest', async () => {
    const byRef = await openTransfer(31, 'Iwona', 'Referencyjna');
    const byName = await openTransfer(32, 'Łucja', 'Zięba-Kwotowa');
    // two transfers of the same amount by two people of the same name: ambiguous
    const twinA = await openTransfer(33, 'Jan', 'Bliźniak');
    const twinB = await openTransfer(33, 'Jan', 'Bliźniak');
    const iban = newAccount();
    const imported = await importFile(
      camt(iban, [
        {
          ref: 'R1',
          amount: '3100.00',
          name: 'IWONA REFERENCYJNA',
          title: `Zaplata ORDER-${byRef.orderId} dzieki`,
        },
        { ref: 'R2', amount: '3200.00', name: 'LUCJA ZIEBA-KWOTOWA', title: 'Wplata za udzialy' },
        { ref: 'R3', amount: '3300.00', name: 'JAN BLIZNIAK', title: 'Udzialy' },
        { ref: 'R4', amount: '77.77', name: 'NIKT ZNANY', title: 'Cos innego' },
      ]),
      'wyciag.xml',
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const read = await statement(imported.body.statementId);
    const byRefEntry = read.entryList.find((e) => e.bankReference === 'R1');
    expect(byRefEntry).toMatchObject({ status: 'matched', matchMethod: 'reference' });
    expect(byRefEntry?.transaction?.id).toBe(byRef.transactionId);
    const byNameEntry = read.entryList.find((e) => e.bankReference === 'R2');
    expect(byNameEntry).toMatchObject({ status: 'matched', matchMethod: 'amount-name' });
    expect(byNameEntry?.transaction?.id).toBe(byName.transactionId);
    const twin = present(read.entryList.find((e) => e.bankReference === 'R3'));
    expect(twin.status).toBe('ambiguous');
    expect(twin.candidates.map((c) => c.id).sort()).toEqual(
      [twinA.transactionId, twinB.transactionId].sort(),
    );
    const stranger = present(read.entryList.find((e) => e.bankReference === 'R4'));
    expect(stranger.status).toBe('unmatched');

    // by hand: the ambiguous one to one twin, the stranger ignored with a reason
    const matched = await call<BankStatement>(
      ctx.app,
      staff,
      'PUT',
      `/api/admin/bank-statement/${read.id}/entries/${twin.id}/match`,
      { transactionId: twinB.transactionId },
    );
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    expect(matched.body.entryList.find((e) => e.id === twin.id)).toMatchObject({
      status: 'matched',
      matchMethod: 'manual',
    });
    const ignored = await call<BankStatement>(
      ctx.app,
      staff,
      'PUT',
      `/api/admin/bank-statement/${read.id}/entries/${stranger.id}/ignore`,
      { reason: 'Zwrot kaucji, nie wpłata za udziały' },
    );
    expect(ignored.status).toBe(200);
    expect(ignored.body.entryList.find((e) => e.id === stranger.id)).toMatchObject({
      status: 'ignored',
      ignoreReason: 'Zwrot kaucji, nie wpłata za udziały',
    });
    const audited = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'bank-entry'),
          inArray(auditLog.entityId, [String(twin.id), String(stranger.id)]),
        ),
      );
    expect(audited.map((a) => a.action).sort()).toEqual(['bank-entry.ignore', 'bank-entry.match']);

    // confirming the batch: three matched entries confirmed, their orders paid
    const confirmed = await call<BankConfirmAnswer>(
      ctx.app,
      staff,
      'POST',
      `/api/admin/bank-statement/${read.id}/confirm`,
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.results.map((r) => r.outcome)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
    ]);
    expect(await orderStatus(byRef.orderId)).toBe('paid');
    expect(await orderStatus(byName.orderId)).toBe('paid');
    expect(await orderStatus(twinB.orderId)).toBe('paid');
    expect(await orderStatus(twinA.orderId)).toBe('new');
  });

  it('books nothing twice: the same file again, then a partly new one', async () => {
    const iban = newAccount();
    const lines: Line[] = [
      { ref: 'D1', amount: '10.00', name: 'A', title: 'a' },
      { ref: 'D2', amount: '20.00', name: 'B', title: 'b' },
    ];
    const first = await importFile(camt(iban, lines), 'a.xml');
    expect(first.body).toMatchObject({ newEntries: 2, duplicates: 0 });
    const again = await importFile(camt(iban, lines), 'a.xml');
    expect(again.body).toEqual({
      statementId: first.body.statementId,
      newEntries: 0,
      duplicates: 2,
    });
    const partly = await importFile(
      camt(iban, [...lines, { ref: 'D3', amount: '30.00', name: 'C', title: 'c' }]),
      'b.xml',
    );
    expect(partly.body).toMatchObject({ newEntries: 1, duplicates: 2 });
    const rows = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bankEntries)
      .where(eq(bankEntries.account, iban));
    expect(rows[0]?.n).toBe(3);
    const statements = await ctx.db
      .select({ id: bankStatements.id })
      .from(bankStatements)
      .where(eq(bankStatements.account, iban));
    expect(statements).toHaveLength(2);
    // entries without a bank reference are known again by their content
    const csv =
      'Data;Kwota;Waluta;Kto;Tytul;Ref\n2026-11-20;15,00;PLN;X;t;\n2026-11-21;16,00;PLN;Y;u;\n';
    const mapping = {
      date: 'Data',
      amount: 'Kwota',
      currency: 'Waluta',
      counterparty: 'Kto',
      title: 'Tytul',
      bankReference: 'Ref',
    };
    const csvAccount = newAccount();
    expect((await importFile(csv, 'x.csv', { account: csvAccount, mapping })).body).toMatchObject({
      newEntries: 2,
    });
    // the saved mapping serves the next import of the account
    expect((await importFile(csv, 'x.csv', { account: csvAccount })).body).toMatchObject({
      newEntries: 0,
      duplicates: 2,
    });
  });

  it('refuses bad files with a clear error and books nothing', async () => {
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(bankEntries);
    const refused = async (text: string, name: string, code: string, extra: object = {}) => {
      const res = await importFile(text, name, extra);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(codesOf(res.body)).toEqual([`BANK_STATEMENT:${code}`]);
      const pl = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/bank-statement/import',
        headers: { ...staff, 'accept-language': 'pl' },
        payload: { fileId: (await upload(text, name)).body.file.id, ...extra },
      });
      expect(pl.statusCode).toBe(400);
    };
    await refused('to nie jest wyciąg, tylko zwykły tekst', 'notatka.txt', 'BANK_UNKNOWN_FORMAT');
    await refused(
      '<Document><BkToCstmrStmt><Stmt></BkToCstmrStmt>',
      'zly.xml',
      'BANK_MALFORMED_XML',
    );
    await refused(
      camt(newAccount(), [{ ref: 'E1', amount: '10.00', name: 'A', title: 'a', currency: 'EUR' }]),
      'euro.xml',
      'BANK_WRONG_CURRENCY',
    );
    await refused(
      '<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol">]><Document><BkToCstmrStmt>&lol;</BkToCstmrStmt></Document>',
      'bomba.xml',
      'BANK_MALFORMED_XML',
    );
    await refused(
      'Data;Kwota;Waluta\n2026-11-20;15,00;PLN\n',
      'bez-mapy.csv',
      'BANK_CSV_MAPPING_REQUIRED',
      {
        account: newAccount(),
      },
    );
    // a file in another encoding is refused by the upload's own content check
    const latin = await upload(
      Buffer.from([0x5a, 0x61, 0xb3, 0x6f, 0x9c, 0xe6, 0x0a]),
      'cp1250.csv',
    );
    expect(latin.status).toBe(400);
    const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(bankEntries);
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});

describe('confirming a batch', () => {
  it('judges each entry by its amount (four eyes) and one refusal undoes nothing else', async () => {
    const small = await openTransfer(5, 'Adam', 'Mały');
    const large = await openTransfer(40, 'Beata', 'Duża');
    const taken = await openTransfer(6, 'Cezary', 'Zajęty');
    const iban = newAccount();
    const imported = await importFile(
      camt(iban, [
        { ref: 'F1', amount: '500.00', name: 'Adam Maly', title: `ORDER-${small.orderId}` },
        { ref: 'F2', amount: '4000.00', name: 'Beata Duza', title: `ORDER-${large.orderId}` },
        { ref: 'F3', amount: '600.00', name: 'Cezary Zajety', title: `ORDER-${taken.orderId}` },
      ]),
      'f.xml',
    );
    // the third transfer is confirmed by hand meanwhile: the batch's action refuses it
    expect(
      (
        await call(
          ctx.app,
          ctx.admin,
          'PUT',
          `/api/admin/transaction/${taken.transactionId}/accept`,
        )
      ).status,
    ).toBe(200);
    await setApprovals('threshold', '1000.00');
    const answer = await call<BankConfirmAnswer>(
      ctx.app,
      staff,
      'POST',
      `/api/admin/bank-statement/${imported.body.statementId}/confirm`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const byTx = new Map(answer.body.results.map((r) => [r.transactionId, r]));
    expect(byTx.get(small.transactionId)?.outcome).toBe('confirmed');
    expect(byTx.get(large.transactionId)?.outcome).toBe('awaiting');
    expect(byTx.get(large.transactionId)?.approvalId).toBeGreaterThan(0);
    expect(byTx.get(taken.transactionId)).toMatchObject({
      outcome: 'refused',
      error: { code: 'TRANSACTION_MANAGER:WRONG_TRANSACTION_STATUS_FOR_ACCEPT' },
    });
    expect(await orderStatus(small.orderId)).toBe('paid');
    expect(await orderStatus(large.orderId)).toBe('new');
    // the approval carries the entry's amount, value date and reference
    const [approval] = await ctx.db
      .select({ body: approvals.body, action: approvals.action })
      .from(approvals)
      .where(eq(approvals.transactionId, large.transactionId));
    expect(approval).toEqual({
      action: 'transaction.accept',
      body: { amountReceived: '4000.00', valueDate: '2026-11-26', bankReference: 'F2' },
    });
    await setApprovals('off');

    // the refused entry says why, counts as open, and leaves the next batch
    const statementId = imported.body.statementId;
    const after = await statement(statementId);
    const refused = after.entryList.find((e) => e.transaction?.id === taken.transactionId);
    expect(refused).toMatchObject({
      status: 'refused',
      refusal: { code: 'TRANSACTION_MANAGER:WRONG_TRANSACTION_STATUS_FOR_ACCEPT' },
    });
    expect(after.counts.refused).toBe(1);
    expect(after.open).toBe(1);
    expect(after.entryList[0]?.id).toBe(refused?.id);
    const again = await call<BankConfirmAnswer>(
      ctx.app,
      staff,
      'POST',
      `/api/admin/bank-statement/${statementId}/confirm`,
    );
    expect(again.body.results.map((r) => [r.transactionId, r.outcome]).sort()).toEqual(
      [
        [small.transactionId, 'confirmed'],
        [large.transactionId, 'awaiting'],
      ].sort(),
    );
    const refusals = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'bank-entry.refuse'), eq(auditLog.entityId, String(refused?.id))),
      );
    expect(refusals[0]?.n).toBe(1);
    // set aside by hand, it is no longer open and no longer says why it was refused
    const ignored = await call<BankStatement>(
      ctx.app,
      staff,
      'PUT',
      `/api/admin/bank-statement/${statementId}/entries/${refused?.id}/ignore`,
      { reason: 'Opłacone ręcznie wcześniej' },
    );
    expect(ignored.status, JSON.stringify(ignored.body)).toBe(200);
    expect(ignored.body.entryList.find((e) => e.id === refused?.id)).toMatchObject({
      status: 'ignored',
      refusal: null,
    });
    expect(ignored.body.open).toBe(0);
  });

  it('confirms each entry in its own transaction of five statements', async () => {
    const one = await openTransfer(3, 'Ewa', 'Jednostkowa');
    const two = await openTransfer(2, 'Feliks', 'Grupowy');
    const imported = await importFile(
      camt(newAccount(), [
        { ref: 'H1', amount: '300.00', name: 'Ewa Jednostkowa', title: `ORDER-${one.orderId}` },
        { ref: 'H2', amount: '200.00', name: 'Feliks Grupowy', title: `ORDER-${two.orderId}` },
      ]),
      'h.xml',
    );
    const { result, statements } = await sentDuring(() =>
      call<BankConfirmAnswer>(
        ctx.app,
        staff,
        'POST',
        `/api/admin/bank-statement/${imported.body.statementId}/confirm`,
      ),
    );
    expect(result.body.results.map((r) => r.outcome)).toEqual(['confirmed', 'confirmed']);
    // from the first entry's claim to the end, five statements an entry: the entry claimed
    // (and locked); the order and its transfer locked; the receipt with the sums; the timeline
    // and both paid; the entry's two audit entries in one insert. (drizzle's node-postgres
    // session sends its BEGIN and COMMIT as statements, PGlite's not)
    const sent = statements.filter((text) => !/^(begin|commit)\b/i.test(text));
    const perEntries = sent.slice(
      sent.findIndex((text) => /^update "bank_entry" set "status"/.test(text)),
    );
    expect(perEntries).toHaveLength(2 * 5);
    const audits = perEntries.filter((text) => /^insert into "audit_log"/.test(text));
    expect(audits).toHaveLength(2);
    const entryIds = result.body.results.map((r) => String(r.entryId));
    const txIds = [one.transactionId, two.transactionId].map(String);
    const written = await ctx.db
      .select({
        action: auditLog.action,
        entityId: auditLog.entityId,
        after: auditLog.after,
        noBefore: sql<boolean>`${auditLog.before} is null`,
      })
      .from(auditLog)
      .where(
        sql`(${auditLog.action} = 'bank-entry.confirm' and ${auditLog.entityId} in (${sql.join(entryIds, sql`, `)}))
          or (${auditLog.action} = 'transaction.accept' and ${auditLog.entityId} in (${sql.join(txIds, sql`, `)}))`,
      )
      .orderBy(auditLog.id);
    // each entry's own two in the order recorded (the two entries run at once, either first)
    const pairs = [0, 1].map((i) =>
      written.filter(
        (w) =>
          (w.action === 'bank-entry.confirm' && w.entityId === entryIds[i]) ||
          (w.action === 'transaction.accept' && w.entityId === txIds[i]),
      ),
    );
    for (const pair of pairs) {
      expect(pair.map((w) => w.action)).toEqual(['transaction.accept', 'bank-entry.confirm']);
    }
    expect(pairs[0]?.[0]?.after).toMatchObject({ status: 'paid', amountReceived: '300.00' });
    // an entry without a state before has none (SQL NULL, not JSON null)
    expect(pairs[0]?.[1]).toMatchObject({ action: 'bank-entry.confirm', noBefore: true });
    expect(await orderStatus(one.orderId)).toBe('paid');
    expect(await orderStatus(two.orderId)).toBe('paid');
  });

  it('50 concurrent confirmations of one batch have one effect', async () => {
    const transfers = await Promise.all([0, 1, 2].map(() => Promise.resolve()));
    const made = [];
    for (const [i] of transfers.entries())
      made.push(await openTransfer(7 + i, 'Dorota', `Współbieżna${i}`));
    const iban = newAccount();
    const imported = await importFile(
      camt(
        iban,
        made.map((t, i) => ({
          ref: `G${i}`,
          amount: `${700 + i * 100}.00`,
          name: 'x',
          title: `ORDER-${t.orderId}`,
        })),
      ),
      'g.xml',
    );
    const id = imported.body.statementId;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call<BankConfirmAnswer>(ctx.app, staff, 'POST', `/api/admin/bank-statement/${id}/confirm`),
      ),
    );
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.results.map((r) => r.outcome)).toEqual([
        'confirmed',
        'confirmed',
        'confirmed',
      ]);
    }
    const ids = made.map((t) => t.transactionId);
    const paid = await ctx.db
      .select({ status: transactions.status, version: transactions.version })
      .from(transactions)
      .where(inArray(transactions.id, ids));
    expect(paid.map((p) => p.status)).toEqual(['paid', 'paid', 'paid']);
    // each transfer accepted once: one version bump and one audit entry per entry
    expect(paid.map((p) => p.version)).toEqual([2, 2, 2]);
    const confirms = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'bank-entry.confirm'),
          sql`${auditLog.entityId} in (select id::text from bank_entry where statement_id = ${id})`,
        ),
      );
    expect(confirms[0]?.n).toBe(3);
  });
});

describe('permissions', () => {
  it('needs the area permissions, and admin:transaction:accept and a recent check to confirm', async () => {
    const outsider = await createUser(ctx.db, { permissions: ['admin:order:list'] });
    const outsiderHeaders = await signInStepped(ctx.app, outsider.email, outsider.password);
    for (const [method, url] of [
      ['GET', '/api/admin/bank-statement'],
      ['GET', '/api/admin/bank-statement/1'],
      ['POST', '/api/admin/bank-statement/1/confirm'],
    ] as const) {
      expect((await call(ctx.app, outsiderHeaders, method, url)).status).toBe(403);
    }
    const noAccept = await createUser(ctx.db, {
      permissions: BANK.filter((p) => p !== 'admin:transaction:accept'),
    });
    const noAcceptHeaders = await signInStepped(ctx.app, noAccept.email, noAccept.password);
    const refused = await call(
      ctx.app,
      noAcceptHeaders,
      'POST',
      '/api/admin/bank-statement/1/confirm',
    );
    expect(refused.status).toBe(403);
    expect(codesOf(refused.body)).toEqual(['BANK_STATEMENT:BANK_CONFIRM_NEEDS_ACCEPT']);
    // signed in, but without the recent check: the step-up guard answers first
    const unchecked = await createUser(ctx.db, { permissions: BANK });
    const uncheckedHeaders = bearer(
      (await signIn(ctx.app, unchecked.email, unchecked.password)).accessToken,
    );
    const notStepped = await call(
      ctx.app,
      uncheckedHeaders,
      'POST',
      '/api/admin/bank-statement/1/confirm',
    );
    expect(notStepped.status).toBe(403);
    expect(codesOf(notStepped.body)[0]).toMatch(/STEP_UP/);
  });
});
