import { defineArea } from '../area.js';

/**
 * `001 §2 Email templates`: what the platform says by email. `list` also opens the read-only
 * "Sent emails" screen (the outbox; decision 0007).
 */
export const emailTemplatesArea = defineArea({
  permissionArea: 'email-template',
  actions: ['list', 'get', 'edit', 'get-config', 'test', 'export'],
  errors: [
    'CANT_SEND_MESSAGE',
    'EMAIL_TEMPLATE_NOT_EXISTS',
    'REQUIRED_PLACEHOLDER_MISSING',
    'UNKNOWN_PLACEHOLDER',
  ],
  group: 'content',
  sidebar: [
    {
      section: 'menu.section.system',
      title: 'menu.emailTemplates',
      href: '/email-templates',
      icon: 'IconMail',
      action: 'list',
    },
    {
      section: 'menu.section.system',
      title: 'menu.sentEmails',
      href: '/sent-emails',
      icon: 'IconHistory',
      action: 'list',
    },
  ],
});
