import ExcelJS from 'exceljs';
import type { Language, Order } from '@backoffice/contract';
import { PLN_FORMAT, warsawDate } from '../../../core/export.js';

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

/** A day as every date of the product is shown. */
const DAY_FORMAT = 'dd/mm/yyyy';

/**
 * The XLSX of a completed order (REQ-MONEY-9): the header row in the reader's language, a row per
 * share with its number, then the quantity and the total. Amounts are numeric cells in złoty
 * with two decimals (a spreadsheet's own number type), written from the decimal strings at the
 * last moment; the day completed is a date cell. The totals are the stored ones, not sums the
 * spreadsheet computes.
 */
export async function orderSpreadsheet(order: Order, language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Back-office';
  const sheet = workbook.addWorksheet(LABELS[language].sheet);
  sheet.addRow([...HEADERS[language]]).font = { bold: true };
  const investor = `${order.user.firstName} ${order.user.lastName}`;
  // a date cell (sortable, filterable), on Warsaw's calendar like the list exports
  const completed = order.dateCompleted ? warsawDate(order.dateCompleted) : null;
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
  const total = sheet.addRow([LABELS[language].total, Number(order.totalAmount)]);
  // per cell, not per column: column B holds the day above and the share count below
  sheet.getColumn(8).numFmt = PLN_FORMAT;
  for (let row = 2; row <= order.shares.length + 1; row += 1) {
    sheet.getRow(row).getCell(2).numFmt = DAY_FORMAT;
  }
  total.getCell(2).numFmt = PLN_FORMAT;
  // as every file of the product: the header stays in view, and the rows filter (REQ-FINLIST-3)
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: order.shares.length + 1, column: HEADERS[language].length },
  };
  sheet.columns.forEach((column, i) => {
    column.width = Math.max(12, HEADERS[language][i]?.length ?? 12) + 2;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
