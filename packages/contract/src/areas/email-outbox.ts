import { defineArea, type AreaPaths } from '../area.js';

export const emailOutboxPaths = {
  api: '/admin/email/outbox',
  routes: {
    list: { path: '/sent-emails', permission: 'admin:email:outbox' },
  },
} as const satisfies AreaPaths;

/**
 * The "Sent emails" screen (the outbox; decision 0007). Its own permission, apart from the
 * templates': the messages are people's mail, and editing what the product says is no reason
 * to read it (REQ-SEC-1). Group `system`: only the seeded Administrator role holds it.
 */
export const emailOutboxArea = defineArea({
  permissionArea: 'email',
  paths: emailOutboxPaths,
  label: { pl: 'Wysłane e-maile', en: 'Sent e-mails' },
  actions: ['outbox'],
  errors: {},
  group: 'system',
  sidebar: [
    {
      section: 'menu.section.system',
      title: 'menu.sentEmails',
      icon: 'IconHistory',
      route: 'list',
    },
  ],
  audit: [],
});
