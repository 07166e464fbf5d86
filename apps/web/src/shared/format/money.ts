import type { Language } from '@backoffice/contract';

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
