import { describe, expect, it } from 'vitest';
import { formatPercent, formatPln } from './money';

/** Intl separates with (narrow) no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatPln', () => {
  it('formats a decimal string in Polish and British English, exactly', () => {
    expect(plain(formatPln('12345.5', 'pl'))).toBe('12 345,50 zł');
    expect(plain(formatPln('1234.5', 'en'))).toBe('PLN 1,234.50');
    // as a float this would read .94: the digits survive because no float is involved
    expect(plain(formatPln('90071992547409.93', 'en'))).toBe('PLN 90,071,992,547,409.93');
  });
});

describe('formatPercent', () => {
  it('uses the decimal separator of the UI language', () => {
    expect(formatPercent('2.90', 'pl')).toBe('2,90%');
    expect(formatPercent('2.9', 'en')).toBe('2.90%');
  });
});
