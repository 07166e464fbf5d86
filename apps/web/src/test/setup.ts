import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { FEATURES } from '../app/features';
import { initI18n, loadAreaTexts, loadFeatureCatalogue, loadLanguage } from '../i18n/i18n';
import { loadFilesCatalogue } from '../shared/form/files-catalogue';
import { DASHBOARD_CATALOGUE } from '../features/dashboard/catalogue';

// happy-dom has no document.fonts; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// Pages are lazy chunks (the signed-in app, each route): the first test that opens one waits for
// Vite to transform it, which takes over the default second on this shared 2-core machine.
configure({ asyncUtilTimeout: 3000 });

// tests switch languages synchronously and render pages without their routes: every
// catalogue of both languages is loaded up front here
await initI18n('pl');
for (const feature of FEATURES) await loadFeatureCatalogue(feature.name, feature.catalogue);
await loadFilesCatalogue();
await loadFeatureCatalogue('dashboard', DASHBOARD_CATALOGUE);
await loadAreaTexts();
await loadLanguage('en');

afterEach(() => {
  cleanup();
  // Mantine's toast store is module-level: a toast of one test must not leak into the next
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
