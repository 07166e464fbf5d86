import { LANGUAGES, type Language } from '@backoffice/contract';

/** Stored value of REQ-AUTH-11: the language the user picked. */
export const LANGUAGE_STORAGE_KEY = 'platformLanguage';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The build-time default (`VITE_DEFAULT_LANGUAGE`), `pl` when unset or unknown. */
export function defaultLanguage(): Language {
  const configured: unknown = import.meta.env.VITE_DEFAULT_LANGUAGE;
  return isLanguage(configured) ? configured : 'pl';
}

/** `localStorage.platformLanguage`, falling back to the build-time default. */
export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage disabled (privacy mode): the default language still works
  }
  return defaultLanguage();
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // see readStoredLanguage
  }
}
