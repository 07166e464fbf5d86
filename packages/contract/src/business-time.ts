/**
 * The platform's calendar: dates and times are shown in Warsaw time, series open and close by
 * the Warsaw day, list date filters and the dashboard's months and weeks are Warsaw ones
 * (docs/architecture.md, "Time"). One constant for the server's SQL, its exports and the web.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Warsaw';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE });

/** The business calendar's day of an instant, `YYYY-MM-DD` (`en-CA` writes the ISO order). */
export const businessDay = (instant: Date = new Date()): string => dayFormat.format(instant);

const wallClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant's wall clock in the business time zone, each part as two (the year four) digits. */
export interface BusinessWallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/**
 * The one formatter of the business calendar's wall clock: the web's dates and times, the
 * exports' cells and the investors' mails all write theirs from it.
 */
export function businessWallClock(instant: Date): BusinessWallClock {
  const p: Record<string, string> = {};
  for (const part of wallClockFormat.formatToParts(instant)) p[part.type] = part.value;
  return {
    year: p.year ?? '',
    month: p.month ?? '',
    day: p.day ?? '',
    hour: p.hour ?? '',
    minute: p.minute ?? '',
    second: p.second ?? '',
  };
}

/** `22/11/2026`: an instant's business day as every screen, file and mail writes a date. */
export function businessDateText(instant: Date): string {
  const { day, month, year } = businessWallClock(instant);
  return `${day}/${month}/${year}`;
}

/** `22/11/2026 12:05`: an instant in business time as every screen, file and mail writes it. */
export function businessDateTimeText(instant: Date): string {
  const { day, month, year, hour, minute } = businessWallClock(instant);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}
