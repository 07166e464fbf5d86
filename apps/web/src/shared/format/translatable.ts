import type { Language } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';

/**
 * The UI language, which is also the language content is shown in (REQ-APP-2: "current language").
 */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'pl';
}

/**
 * A `{pl, en}` value in `language`; when that one is empty, the other language's text (Polish is
 * the one content must have), so a list never shows a blank row.
 */
export function localized(value: { pl: string; en: string }, language: Language): string {
  const own = value[language].trim();
  if (own !== '') return value[language];
  return language === 'pl' ? value.en : value.pl;
}
