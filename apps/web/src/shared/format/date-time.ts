import { BUSINESS_TIME_ZONE } from '@backoffice/contract';

/**
 * REQ-WIRE-5: dates and times are shown as dd/MM/yyyy (HH:mm) in the business time zone (Warsaw).
 */
export const DISPLAY_TIME_ZONE = BUSINESS_TIME_ZONE;

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function parts(format: Intl.DateTimeFormat, value: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(value).map((part) => [part.type, part.value]));
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2026-11-22T11:05:00Z` → `22/11/2026 12:05` (Warsaw time); '' for an invalid value. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const p = parts(dateTimeFormat, date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** `2026-11-22T23:30:00Z` → `23/11/2026` (the Warsaw day); '' for an invalid value. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const p = parts(dateFormat, date);
  return `${p.day}/${p.month}/${p.year}`;
}
