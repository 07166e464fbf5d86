import { defineArea } from '../area.js';

/**
 * REQ-SETTINGS-1 and the payment-provider configuration: one page, one pair of permissions
 * (docs/decisions/0008-settings-and-secrets.md). `/general` leads to the same page.
 */
export const settingsArea = defineArea({
  permissionArea: 'config',
  actions: ['get', 'edit'],
  // the PayPal credentials' codes are shared with the series' own configuration (errors.ts)
  errors: ['APIKEY_TAKEN', 'NOT_UNIQUE_IDENTIFIER'],
  group: 'system',
  sidebar: [
    {
      section: 'menu.section.system',
      title: 'menu.settings',
      href: '/settings',
      icon: 'IconSettings',
      action: 'get',
    },
  ],
});
