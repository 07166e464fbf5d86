import type { Language } from '@backoffice/contract';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { readStoredLanguage, storeLanguage } from './language';
import { pl } from './pl';

export const resources = {
  pl: { translation: pl },
  en: { translation: en },
} as const;

/** The app's one i18next instance; the catalogues are bundled, so init is synchronous. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: 'pl',
  supportedLngs: ['pl', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Switches the UI language and remembers it in `platformLanguage`. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}
