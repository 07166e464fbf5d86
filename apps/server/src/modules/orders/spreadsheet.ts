import ExcelJS from 'exceljs';
import type { Language, Order } from '@backoffice/contract';

/** The header row in both languages; one row per share follows it. */
const HEADERS = {
  pl: [
    'Zamówienie',
    'Data zakończenia',
    'Inwestor',
    'E-mail',
    'Oferta',
    'Seria',
    'Numer udziału',
    'Cena za udział (PLN)',
  ],
  en: [
    'Order',
    'Date completed',
    'Investor',
    'E-mail',
    'Offer',
    'Series',
    'Share number',
    'Price per share (PLN)',
  ],
} as const;

const LABELS = {
  pl: { sheet: 'Zamówienie', quantity: 'Liczba udziałów', total: 'Razem (PLN)' },
  en: { sheet: 'Order', quantity: 'Number of shares', total: 'Total (PLN)' },
} as const;

/** A Warsaw calendar day, dd/MM/yyyy, as every date of the product is shown. */
const warsawDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

/**
 * The XLSX of a completed order (issue 18): the header row in the reader's language, a row per
 * share with its number, then the quantity and the total. Amounts are numeric cells with two
 * decimals (a spreadsheet's own number type), written from the decimal strings at the last
 * moment; the totals are the stored ones, not sums the spreadsheet computes.
 */
export async function orderSpreadsheet(order: Order, language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Back-office';
  const sheet = workbook.addWorksheet(LABELS[language].sheet);
  sheet.addRow([...HEADERS[language]]).font = { bold: true };
  const investor = `${order.user.firstName} ${order.user.lastName}`;
  const completed = order.dateCompleted ? warsawDay(order.dateCompleted) : '';
  for (const share of order.shares) {
    sheet.addRow([
      order.id,
      completed,
      investor,
      order.user.email,
      order.offer.title[language] || order.offer.title.pl,
      share.series.name,
      share.shareNumber,
      Number(share.price),
    ]);
  }
  sheet.addRow([]);
  sheet.addRow([LABELS[language].quantity, order.quantity]);
  sheet.addRow([LABELS[language].total, Number(order.totalAmount)]);
  sheet.getColumn(8).numFmt = '#,##0.00';
  sheet.getColumn(2).numFmt = '#,##0.00';
  sheet.columns.forEach((column, i) => {
    column.width = Math.max(12, HEADERS[language][i]?.length ?? 12) + 2;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
