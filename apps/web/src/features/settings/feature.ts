import { defineFeature } from '../../shared/feature';

/** REQ-SETTINGS-1 and the payment-provider configuration; `/general` is the same page. */
export const settingsFeature = defineFeature({
  name: 'settings',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [{ href: '/settings', icon: 'IconSettings', title: 'menu.settings' }],
  records: [
    {
      entityType: 'config',
      fieldsKey: 'settings.fields',
      path: () => '/settings',
      permission: 'admin:config:get',
    },
    {
      entityType: 'paypal-config',
      fieldsKey: 'settings.paypalFields',
      path: () => '/settings?tab=paypal',
      permission: 'admin:config:get',
    },
  ],
  routes: [
    {
      path: 'settings',
      permission: 'admin:config:get',
      page: () => import('./routes/settings-page').then((m) => m.SettingsPage),
    },
    {
      path: 'general',
      permission: 'admin:config:get',
      page: () => import('./routes/settings-page').then((m) => m.SettingsPage),
    },
  ],
});
