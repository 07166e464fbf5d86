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
