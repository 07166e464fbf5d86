const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * `2_400_000` → `2.4 MB` (`2,4 MB` in Polish). Decimal units, as the limits of REQ-FILES-2 are
 * worded ("10 MB" is 10,000,000 bytes).
 */
export function formatFileSize(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[unit]}`;
}
