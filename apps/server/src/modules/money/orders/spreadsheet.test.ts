import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Order } from '@backoffice/contract';
import { orderSpreadsheet } from './spreadsheet.js';

// REQ-FINLIST-3: the order spreadsheet, as every XLSX of the product, keeps its header in view
// and filters its share rows; investor and e-mail, offer and series in columns of their own.
const order = {
  id: 7,
  status: 'completed',
  dateCompleted: '2026-03-31T22:30:00.000Z',
  user: { id: 3, firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com' },
  offer: { id: 1, title: { pl: 'Kamienica', en: 'Town house' } },
  quantity: 2,
  totalAmount: '501.00',
  shares: [1, 2].map((n) => ({
    id: n,
    series: { id: 4, name: 'Seria A' },
    shareNumber: n,
    price: '250.50',
    date: '2026-03-31T22:30:00.000Z',
    orderId: 7,
  })),
} as unknown as Order;

describe('orderSpreadsheet', () => {
  it('has a frozen header, an autofilter over the share rows, and day/month/year dates', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await orderSpreadsheet(order, 'pl')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.autoFilter).toBe('A1:H3');
    const row = sheet?.getRow(2);
    expect([3, 4, 5, 6].map((c) => row?.getCell(c).value)).toEqual([
      'Anna Nowak',
      'anna@example.com',
      'Kamienica',
      'Seria A',
    ]);
    expect(row?.getCell(2).numFmt).toBe('dd/mm/yyyy');
    // 00:30 on 1 April in Warsaw: the day is Warsaw's
    expect((row?.getCell(2).value as Date).toISOString().slice(0, 10)).toBe('2026-04-01');
  });
});
