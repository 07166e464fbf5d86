import { describe, expect, it } from 'vitest';
import { compareDecimal, formatPercent, formatPln, groupDecimal, typedDecimal } from './money';

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

describe('groupDecimal', () => {
  it('groups the integer part in the UI language and keeps the decimals as typed', () => {
    expect(plain(groupDecimal('48500000.00', 'pl'))).toBe('48 500 000,00');
    expect(groupDecimal('48500000.00', 'en')).toBe('48,500,000.00');
    expect(groupDecimal('2.9', 'pl')).toBe('2,9');
    expect(groupDecimal('-1500', 'en')).toBe('-1,500');
    // beyond a float's precision: every digit stays
    expect(groupDecimal('99999999999999.99', 'en')).toBe('99,999,999,999,999.99');
  });

  it('leaves what is not a plain decimal as it is', () => {
    expect(groupDecimal('12a', 'pl')).toBe('12a');
    expect(groupDecimal('1.2.3', 'en')).toBe('1.2.3');
    expect(groupDecimal('', 'en')).toBe('');
  });
});

describe('typedDecimal', () => {
  it('reads an amount typed in Polish: spaces, a decimal comma, dots as grouping', () => {
    expect(typedDecimal('1 234,50', 'pl')).toBe('1234.50');
    expect(typedDecimal('1\u00a0234\u202f567,5', 'pl')).toBe('1234567.5');
    expect(typedDecimal('1.234,50', 'pl')).toBe('1234.50');
    expect(typedDecimal('1,5', 'pl')).toBe('1.5');
    // a dot alone may be a decimal point: it stays one
    expect(typedDecimal('1.234', 'pl')).toBe('1.234');
    expect(typedDecimal('-20', 'pl')).toBe('-20');
  });

  it('reads an amount typed in English: commas as grouping only', () => {
    expect(typedDecimal('1,234.50', 'en')).toBe('1234.50');
    expect(typedDecimal('1 234.5', 'en')).toBe('1234.5');
    expect(typedDecimal('12.5', 'en')).toBe('12.5');
    // not grouping: left for the server to refuse, not read as 15
    expect(typedDecimal('1,5', 'en')).toBe('1,5');
  });
});

describe('compareDecimal', () => {
  it('orders decimal strings exactly, signs and zeros included', () => {
    expect(compareDecimal('5000', '100')).toBe(1);
    expect(compareDecimal('100.5', '100.50')).toBe(0);
    expect(compareDecimal('0.1', '0.09')).toBe(1);
    expect(compareDecimal('-2', '1')).toBe(-1);
    expect(compareDecimal('-2', '-10')).toBe(1);
    expect(compareDecimal('-0', '0.00')).toBe(0);
    // past a double's precision: 2^53 + 1 against 2^53
    expect(compareDecimal('9007199254740993', '9007199254740992')).toBe(1);
  });
});
