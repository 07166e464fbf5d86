import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n/i18n';

afterEach(() => {
  cleanup();
  // Mantine's toast store is module-level: a toast of one test must not leak into the next
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
