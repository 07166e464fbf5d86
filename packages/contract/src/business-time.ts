/**
 * The platform's calendar: dates and times are shown in Warsaw time, series open and close by
 * the Warsaw day, list date filters and the dashboard's months and weeks are Warsaw ones
 * (docs/architecture.md, "Time"). One constant for the server's SQL, its exports and the web.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Warsaw';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE });

/** The business calendar's day of an instant, `YYYY-MM-DD` (`en-CA` writes the ISO order). */
export const businessDay = (instant: Date = new Date()): string => dayFormat.format(instant);
