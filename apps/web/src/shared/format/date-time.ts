import { businessDateText, businessDateTimeText } from '@backoffice/contract';

// REQ-WIRE-5: dates and times are shown as dd/MM/yyyy (HH:mm) in the business time zone (Warsaw)

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2026-11-22T11:05:00Z` → `22/11/2026 12:05` (Warsaw time); '' for an invalid value. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return businessDateTimeText(date);
}

/** `2026-11-22T23:30:00Z` → `23/11/2026` (the Warsaw day); '' for an invalid value. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return businessDateText(date);
}
