import { settingsPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** REQ-SETTINGS-1 and the payment-provider configuration; `/general` is the same page. */
export const settingsFeature = defineFeature({
  name: 'settings',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'config',
      fieldsKey: 'settings.fields',
      route: settingsPaths.routes.settings,
    },
    {
      entityType: 'paypal-config',
      fieldsKey: 'settings.paypalFields',
      route: settingsPaths.routes.settings,
      search: '?tab=paypal',
    },
    {
      entityType: 'security-settings',
      fieldsKey: 'settings.securityFields',
      route: settingsPaths.routes.settings,
      search: '?tab=security',
    },
  ],
  routes: [
    {
      route: settingsPaths.routes.settings,
      page: () => import('./routes/settings-page').then((m) => m.SettingsPage),
    },
    {
      route: settingsPaths.routes.general,
      page: () => import('./routes/settings-page').then((m) => m.SettingsPage),
    },
  ],
});
