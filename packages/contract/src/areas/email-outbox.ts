import { defineArea } from '../area.js';

/**
 * The "Sent emails" screen (the outbox; decision 0007). Its own permission, apart from the
 * templates': the messages are people's mail, and editing what the product says is no reason
 * to read it (REQ-SEC-1). Group `system`: only the seeded Administrator role holds it.
 */
export const emailOutboxArea = defineArea({
  permissionArea: 'email',
  label: { pl: 'Wysłane e-maile', en: 'Sent e-mails' },
  actions: ['outbox'],
  errors: {},
  group: 'system',
  sidebar: [
    {
      section: 'menu.section.system',
      title: 'menu.sentEmails',
      href: '/sent-emails',
      icon: 'IconHistory',
      action: 'outbox',
    },
  ],
  audit: [],
});
