import 'i18next';
import type { Catalogue } from './pl';

// Typed translation keys: `t('auth.login.title')` is checked against the Polish catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
