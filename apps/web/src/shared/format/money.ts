import type { Language } from '@backoffice/contract';
import Big from 'big.js';

const LOCALES: Record<Language, string> = { pl: 'pl-PL', en: 'en-GB' };

/**
 * A PLN amount as sent by the server (a decimal string), in the UI language's format:
 * `1 234,50 zł` (pl-PL), `PLN 1,234.50` (en-GB). Intl formats a numeric string exactly
 * (ES2023), so the amount never passes through a float.
 */
export function formatPln(amount: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'PLN' }).format(
    amount as `${number}`,
  );
}

/** A percentage sent as a decimal string ("2.90") in the UI language's format: `2,90%` / `2.90%`. */
export function formatPercent(value: string, language: Language): string {
  return `${new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(value as `${number}`)}%`;
}

const DECIMAL_TEXT = /^-?\d+(?:\.(\d+))?$/;

/**
 * A decimal string ("48500000.00") grouped in the UI language, for reading: `48 500 000,00`
 * (pl-PL), `48,500,000.00` (en-GB), with as many decimals as typed. Intl formats the numeric
 * string exactly, as in `formatPln`, so no digit is lost or added; what is not a plain decimal
 * comes back as is.
 */
export function groupDecimal(value: string, language: Language): string {
  const text = value.trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return value;
  const decimals = match[1]?.length ?? 0;
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(text as `${number}`);
}

/**
 * Grouped as the language writes it: `1.234.567,89` (pl; dots group only beside a decimal
 * comma, since `1.234` alone may well be a decimal point), `1,234,567.89` (en).
 */
const GROUPED: Record<Language, { pattern: RegExp; group: RegExp; decimal: string }> = {
  pl: { pattern: /^-?\d{1,3}(\.\d{3})+,\d+$/, group: /\./g, decimal: ',' },
  en: { pattern: /^-?\d{1,3}(,\d{3})+(\.\d+)?$/, group: /,/g, decimal: '.' },
};

/**
 * An amount as typed in the UI language, as the decimal string the API takes: spaces (a pasted
 * `1 234,50`, with no-break spaces too) go, a Polish decimal comma becomes the point, and the
 * language's own grouping marks go (`1.234,50` in Polish, `1,234.50` in English). A comma
 * typed in English that is not grouping (`1,5`) is left, so the server refuses it rather than
 * the list guessing 15 or 1.5.
 */
export function typedDecimal(text: string, language: Language): string {
  const compact = text.replace(/\s/g, '');
  const grouped = GROUPED[language];
  if (grouped.pattern.test(compact)) {
    return compact.replace(grouped.group, '').replace(grouped.decimal, '.');
  }
  return language === 'pl' ? compact.replace(',', '.') : compact;
}

/**
 * A plain decimal string, as the API's numeric filters take it: the contract's
 * `NUMERIC_FILTER_VALUE`, written out here because importing a value from the contract put its
 * runtime (zod and every schema) in the chunk /login loads, 25 KB over its budget.
 */
export const isDecimalText = (text: string) => /^-?\d{1,15}(\.\d{1,6})?$/.test(text);

/**
 * Compares two decimal strings (`isDecimalText`) exactly, with `big.js` as the money screens
 * do: a money amount never passes through a float, not even to say which of two bounds is larger.
 */
export function compareDecimal(a: string, b: string): number {
  return new Big(a).cmp(b);
}
