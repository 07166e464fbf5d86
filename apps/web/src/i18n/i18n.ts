import type { Language } from '@backoffice/contract';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage, storeLanguage } from './language';
import type { Catalogue } from './pl';

/*
 * Each language's shell catalogue is its own chunk and only the current one is loaded before
 * the first render. A feature's texts are separate chunks loaded with its pages
 * (`loadFeatureCatalogue`), so /login carries only the shell's texts.
 */
const catalogues: Record<Language, () => Promise<Catalogue>> = {
  pl: () => import('./pl').then((m) => m.pl),
  en: () => import('./en').then((m) => m.en),
};

/** The app's one i18next instance. */
export const i18n: I18n = i18next.createInstance();

/** Features whose texts were asked for, so a language switch loads theirs too. */
const features = new Map<string, Record<Language, () => Promise<object>>>();
const loaded = new Set<string>();

async function addFeatureTexts(
  language: Language,
  name: string,
  loaders: Record<Language, () => Promise<object>>,
): Promise<void> {
  if (loaded.has(`${language}:${name}`)) return;
  // Merged into the one namespace: keys stay `faq.list.title`, typed by the app's declaration.
  // i18next merges into the stored object, so the shell's catalogue is stored as a copy
  // (structuredClone below) and the modules' own objects never change.
  i18n.addResourceBundle(language, 'translation', await loaders[language](), true, false);
  loaded.add(`${language}:${name}`);
}

/** Makes a language's shell catalogue and every requested feature's texts available. */
export async function loadLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(
      language,
      'translation',
      structuredClone(await catalogues[language]()),
      true,
      false,
    );
  }
  await Promise.all(
    [...features].map(([name, loaders]) => addFeatureTexts(language, name, loaders)),
  );
}

/** Loads a feature's texts in the current language (its routes await this with the page). */
export async function loadFeatureCatalogue(
  name: string,
  loaders: Record<Language, () => Promise<object>>,
): Promise<void> {
  features.set(name, loaders);
  await addFeatureTexts(i18n.language as Language, name, loaders);
}

const AREA_TEXTS: Record<Language, () => Promise<object>> = {
  pl: () => import('./area-texts').then((m) => m.areaTexts('pl')),
  en: () => import('./area-texts').then((m) => m.areaTexts('en')),
};

/**
 * Loads the areas' own texts (their error messages and sidebar names, from the contract) in the
 * current language: the signed-in app awaits this once, beside `/user/me`.
 */
export function loadAreaTexts(): Promise<void> {
  return loadFeatureCatalogue('areas', AREA_TEXTS);
}

/** Loads the stored language's catalogue and starts i18next; `main.tsx` awaits it before rendering. */
export async function initI18n(language: Language = readStoredLanguage()): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: structuredClone(await catalogues[language]()) } },
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
