import { defineArea, type AreaPaths } from '../area.js';

export const settingsPaths = {
  api: '/admin/config',
  routes: {
    settings: { path: '/settings', permission: 'admin:config:get' },
    general: { path: '/general', permission: 'admin:config:get' },
  },
} as const satisfies AreaPaths;

/**
 * REQ-SETTINGS-1 and the payment-provider configuration: one page, one pair of permissions
 * (docs/decisions/0008-settings-and-secrets.md). `/general` leads to the same page.
 */
export const settingsArea = defineArea({
  permissionArea: 'config',
  paths: settingsPaths,
  label: { pl: 'Konfiguracja', en: 'Configuration' },
  actions: ['get', 'edit'],
  // the PayPal credentials' codes are shared with the series' own configuration (errors.ts)
  errors: {
    APIKEY_TAKEN: { pl: 'Ten klucz API jest już używany.', en: 'This API key is already in use.' },
    NOT_UNIQUE_IDENTIFIER: {
      pl: 'Taki identyfikator już istnieje.',
      en: 'This identifier already exists.',
    },
  },
  group: 'system',
  sidebar: [
    {
      section: 'menu.section.system',
      title: 'menu.settings',
      label: { pl: 'Ustawienia', en: 'Settings' },
      icon: 'IconSettings',
      route: 'settings',
    },
  ],
  audit: [
    {
      entityType: 'config',
      name: { pl: 'Ustawienia', en: 'Settings' },
      of: { pl: 'ustawień', en: 'settings' },
      one: { pl: 'ustawienia', en: 'settings' },
      writes: ['update'],
    },
    {
      /** records which secrets were replaced, never a secret (nor its ciphertext) */
      entityType: 'paypal-config',
      name: { pl: 'Konfiguracja PayPal', en: 'PayPal configuration' },
      // lower-case first letter: the audit log's sentence capitalises it ("PayPal configuration edited")
      of: { pl: 'konfiguracji PayPal', en: 'payPal configuration' },
      one: { pl: 'konfigurację PayPal', en: 'PayPal configuration' },
      writes: ['update'],
    },
    {
      /** the step-up window and the second-factor policy (REQ-STEP-3, REQ-MFA-POL-1) */
      entityType: 'security-settings',
      name: { pl: 'Ustawienia bezpieczeństwa', en: 'Security settings' },
      of: { pl: 'ustawień bezpieczeństwa', en: 'security settings' },
      one: { pl: 'ustawienia bezpieczeństwa', en: 'security settings' },
      writes: ['update'],
    },
  ],
});
