import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { apiToken, placeOrderViaApi, signIn } from './support.js';

/*
 * Bank statements (REQ-BANK-1, REQ-BANK-4, REQ-BANK-6) in Chromium: the sample camt.053 of
 * docs/samples is imported, its two credits naming the demo's open transfers (ORDER-5 by the
 * reference, ORDER-10 by amount and name) are matched, one stranger's is not, and confirming the
 * batch makes both orders paid. An entry whose transfer was paid by hand meanwhile is refused by
 * the batch and shown so, with why. The list, the import dialog and the statement screen (a
 * refused entry too) pass axe in both languages.
 */

const SAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/samples/bank-statement-camt053.xml',
);

test('import the sample camt.053, confirm the matched batch, see the orders paid', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto('/bank-statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Wyciągi bankowe' })).toBeVisible();
  await expectNoAxeViolations(page, '/bank-statements (pl)');

  await page.getByRole('button', { name: 'Importuj wyciąg' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, '/bank-statements import dialog (pl)');
  await dialog.locator('input[type="file"]').setInputFiles(SAMPLE);
  await dialog.getByRole('button', { name: 'Importuj', exact: true }).click();

  await expect(page).toHaveURL(/\/bank-statements\/\d+$/);
  await expect(page.getByText('Nowe pozycje: 4, już zaksięgowane wcześniej: 0.')).toBeVisible();
  const entries = page.getByTestId('bank-entry');
  await expect(entries).toHaveCount(4);
  await expect(page.getByText('Dopasowane: 2')).toBeVisible();
  await expect(page.getByText('Niedopasowane: 1')).toBeVisible();
  await expect(entries.filter({ hasText: 'JAN KOWALSKI' })).toContainText('Niedopasowane');
  await expect(entries.filter({ hasText: 'ORDER-5' })).toContainText('po referencji');
  await expect(entries.filter({ hasText: 'Wplata za udzialy' })).toContainText(
    'po kwocie i nazwisku',
  );
  await expectNoAxeViolations(page, '/bank-statements/:id (pl)');
  const statementUrl = page.url();

  await page.getByRole('button', { name: 'Potwierdź dopasowane wpłaty (2)' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Potwierdź dopasowane wpłaty (2)' })
    .click();
  const results = page.getByTestId('confirm-result');
  await expect(results).toHaveCount(2);
  await expect(results.filter({ hasText: 'Potwierdzono' })).toHaveCount(2);
  await expect(page.getByText('Potwierdzone: 2')).toBeVisible();
  await expectNoAxeViolations(page, '/bank-statements/:id confirmed (pl)');

  for (const orderId of [5, 10]) {
    await page.goto(`/orders/${orderId}/edit`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`#${orderId}`);
    await expect(page.getByText('Opłacone').first()).toBeVisible();
  }

  // the same screens in English
  const context = await browser.newContext();
  const english = await context.newPage();
  await signIn(english, undefined, undefined, 'en');
  await english.goto('/bank-statements');
  await expect(english.getByRole('heading', { level: 1, name: 'Bank statements' })).toBeVisible();
  await expect(english.getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(english, '/bank-statements (en)');
  await english.getByRole('button', { name: 'Import a statement' }).click();
  await expect(english.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(english, '/bank-statements import dialog (en)');
  await english.keyboard.press('Escape');
  await english.goto(new URL(statementUrl).pathname);
  await expect(english.getByText('Confirmed: 2')).toBeVisible();
  await expectNoAxeViolations(english, '/bank-statements/:id (en)');
  await context.close();
});

/** A one-credit camt.053 paying `ORDER-<orderId>`, on an account of its own. */
function oneCredit(orderId: number, amount: string): string {
  const ref = `E2E${Date.now()}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${ref}</MsgId><CreDtTm>2026-11-27T18:05:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${ref}</Id>
      <CreDtTm>2026-11-27T18:05:00+01:00</CreDtTm>
      <Acct><Id><IBAN>PL61109010140000071219812874</IBAN></Id><Ccy>PLN</Ccy></Acct>
      <Ntry>
        <Amt Ccy="PLN">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-27</Dt></BookgDt>
        <ValDt><Dt>2026-11-27</Dt></ValDt>
        <AcctSvcrRef>${ref}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Nm>Inwestor E2E</Nm></Dbtr></RltdPties>
          <RmtInf><Ustrd>ORDER-${orderId} udzialy</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

test('an entry whose transfer was confirmed by hand meanwhile is refused by the batch, with why', async ({
  page,
  browser,
  request,
}) => {
  const order = (await placeOrderViaApi(request, 2)) as Awaited<
    ReturnType<typeof placeOrderViaApi>
  > & { totalAmount: string };
  const transactionId = order.transaction?.id;
  if (!transactionId) throw new Error('the order has no bank transfer');
  await signIn(page);
  await page.goto('/bank-statements');
  await page.getByRole('button', { name: 'Importuj wyciąg' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'one-credit.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(oneCredit(order.id, order.totalAmount)),
  });
  await dialog.getByRole('button', { name: 'Importuj', exact: true }).click();
  await expect(page).toHaveURL(/\/bank-statements\/\d+$/);
  await expect(page.getByText('Dopasowane: 1')).toBeVisible();

  // meanwhile someone confirms the same transfer by hand
  const res = await request.put(`/api/admin/transaction/${transactionId}/accept`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data: {},
  });
  expect(res.status(), await res.text()).toBe(200);

  await page.getByRole('button', { name: 'Potwierdź dopasowane wpłaty (1)' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Potwierdź dopasowane wpłaty (1)' })
    .click();
  await expect(page.getByTestId('confirm-result')).toContainText('Odmowa');
  const entry = page.getByTestId('bank-entry');
  await expect(entry).toContainText('Odrzucone');
  await expect(entry).toContainText('Transakcji w tym statusie nie można zaakceptować.');
  await expectNoAxeViolations(page, '/bank-statements/:id refused (pl)');

  const context = await browser.newContext();
  const english = await context.newPage();
  await signIn(english, undefined, undefined, 'en');
  await english.goto(new URL(page.url()).pathname);
  const englishEntry = english.getByTestId('bank-entry');
  await expect(englishEntry).toContainText('Refused');
  await expect(englishEntry).toContainText('A transaction in this status cannot be accepted.');
  await expectNoAxeViolations(english, '/bank-statements/:id refused (en)');
  await context.close();
});
