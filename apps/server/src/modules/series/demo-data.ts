import { normalizeIban } from '@backoffice/contract';
import type { Db } from '../../core/db/database.js';
import { series } from './schema.js';

/** `days` from today as YYYY-MM-DD (UTC is close enough for demo dates). */
function fromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Five series in every state: open now, one meant to be sold out (the offers' demo data seeds
 * its completed orders up to the limit), closed, and upcoming. The offers demo finds them by
 * these exact names, so keep them as they are.
 */
export const DEMO_SERIES_NAMES = [
  'Seria A – Kraków Zabłocie',
  'Seria B – Kraków Zabłocie',
  'Seria A – Wrocław Logistics Park',
  'Seria A – Gdańsk Hotel Motława',
  'Seria A – Warszawa Mokotów Biura',
] as const;

const DEMO: (typeof series.$inferInsert)[] = [
  {
    // sold out: a small first tranche, closed by its orders rather than by its dates
    name: 'Seria A – Kraków Zabłocie',
    displayName: 'Zabłocie Lofts – seria A',
    limit: 400,
    pricePerShare: '500.00',
    availableFrom: fromToday(-500),
    availableTo: fromToday(30),
    bankName: 'PKO Bank Polski S.A.',
    accountHolder: 'Zabłocie Lofts sp. z o.o.',
    accountNumber: 'PL14 1020 1055 0000 1234 5678 9012',
    allowOnlinePayments: true,
    useDefaultPaypalConfig: true,
  },
  {
    // open now: the second tranche at a higher price
    name: 'Seria B – Kraków Zabłocie',
    displayName: 'Zabłocie Lofts – seria B',
    limit: 1200,
    pricePerShare: '550.00',
    availableFrom: fromToday(-10),
    availableTo: fromToday(80),
    bankName: 'PKO Bank Polski S.A.',
    accountHolder: 'Zabłocie Lofts sp. z o.o.',
    accountNumber: 'PL13 1020 2892 0000 9988 7766 5544',
    allowOnlinePayments: true,
    useDefaultPaypalConfig: true,
  },
  {
    // closed: its subscription period ended
    name: 'Seria A – Wrocław Logistics Park',
    displayName: 'Wrocław Logistics Park',
    limit: 2500,
    pricePerShare: '1000.00',
    availableFrom: fromToday(-800),
    availableTo: fromToday(-60),
    bankName: 'Santander Bank Polska S.A.',
    accountHolder: 'WLP Invest sp. z o.o.',
    accountNumber: 'PL31 1090 1014 0000 0712 3456 7890',
    allowOnlinePayments: false,
    useDefaultPaypalConfig: true,
  },
  {
    // open now, long-running, transfers only
    name: 'Seria A – Gdańsk Hotel Motława',
    displayName: 'Hotel Motława – seria A',
    limit: 3000,
    pricePerShare: '250.00',
    availableFrom: fromToday(-30),
    availableTo: fromToday(150),
    bankName: 'mBank S.A.',
    accountHolder: 'Motława Hotel Development sp. z o.o.',
    accountNumber: 'PL38 1140 2004 0000 3210 9876 5432',
    allowOnlinePayments: false,
    useDefaultPaypalConfig: true,
  },
  {
    // upcoming: opens next month
    name: 'Seria A – Warszawa Mokotów Biura',
    displayName: 'Mokotów Office Park – seria A',
    limit: 5000,
    pricePerShare: '750.50',
    availableFrom: fromToday(30),
    availableTo: fromToday(210),
    bankName: 'Bank Pekao S.A.',
    accountHolder: 'Mokotów Office Park sp. z o.o.',
    accountNumber: 'PL73 1240 1037 0000 5060 7080 9012',
    allowOnlinePayments: true,
    useDefaultPaypalConfig: true,
  },
];

export async function seedSeriesDemo(db: Db): Promise<void> {
  await db
    .insert(series)
    .values(DEMO.map((row) => ({ ...row, accountNumber: normalizeIban(row.accountNumber ?? '') })))
    .onConflictDoNothing();
}
