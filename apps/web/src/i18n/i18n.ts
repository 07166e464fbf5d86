import type { Language } from '@backoffice/contract';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage, storeLanguage } from './language';
import type { Catalogue } from './pl';

/*
 * Each language's catalogue is its own chunk and only the current one is loaded before the
 * first render: every area's texts live in these catalogues, and bundling both languages into
 * the entry would grow the /login payload with every area.
 */
const catalogues: Record<Language, () => Promise<Catalogue>> = {
  pl: () => import('./pl').then((m) => m.pl),
  en: () => import('./en').then((m) => m.en),
};

/** The app's one i18next instance. */
export const i18n: I18n = i18next.createInstance();

/** Makes a language's catalogue available (a no-op once loaded). */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await catalogues[language]());
}

/** Loads the stored language's catalogue and starts i18next; `main.tsx` awaits it before rendering. */
export async function initI18n(language: Language = readStoredLanguage()): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: await catalogues[language]() } },
    lng: language,
    fallbackLng: false,
    supportedLngs: ['pl', 'en'],
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
}

/** Switches the UI language and remembers it in `platformLanguage`. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}
