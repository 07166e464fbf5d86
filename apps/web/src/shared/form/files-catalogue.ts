import { use } from 'react';
import { loadFeatureCatalogue } from '../../i18n/i18n';
import type { CatalogueLoaders } from '../feature';
import type { FilesCatalogue } from './i18n/pl';

/** The texts of the upload fields and the rich-text editor, one chunk per language. */
export const FILES_CATALOGUE: CatalogueLoaders<FilesCatalogue> = {
  pl: () => import('./i18n/pl').then((m) => m.pl),
  en: () => import('./i18n/en').then((m) => m.en),
};

type Tracked = Promise<void> & { status?: 'fulfilled' };
let loading: Tracked | null = null;

/**
 * Loads the texts once, like a feature's (a language switch then loads them too). They are
 * not in the shell's catalogue: /login has a payload budget and shows no upload.
 */
export function loadFilesCatalogue(): Promise<void> {
  if (!loading) {
    const promise: Tracked = loadFeatureCatalogue('files', FILES_CATALOGUE).then(() => {
      promise.status = 'fulfilled';
    });
    loading = promise;
    // a failed load (network) is tried again by the next field that renders
    promise.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Suspends the field until its texts are there; once they are, it never suspends again. */
export function useFilesCatalogue(): void {
  const loaded = loadFilesCatalogue() as Tracked;
  // `use` may be called conditionally; skipping it once loaded keeps a loaded field from
  // registering a promise at all (inside a test's `act` that would hold back other updates)
  if (loaded.status !== 'fulfilled') use(loaded as Promise<void>);
}
