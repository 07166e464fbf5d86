import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, loadLanguage } from '../i18n/i18n';

// happy-dom has no document.fonts; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// tests switch languages synchronously: both catalogues are loaded up front here
await initI18n('pl');
await loadLanguage('en');

afterEach(() => {
  cleanup();
  // Mantine's toast store is module-level: a toast of one test must not leak into the next
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
