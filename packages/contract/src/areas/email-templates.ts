import { defineArea } from '../area.js';

/**
 * REQ-EMAIL-1: what the platform says by email. The "Sent emails" screen is
 * `email-outbox.ts`'s own permission.
 */
export const emailTemplatesArea = defineArea({
  permissionArea: 'email-template',
  actions: ['list', 'get', 'edit', 'get-config', 'test', 'export'],
  errors: [
    'CANT_SEND_MESSAGE',
    'EMAIL_TEMPLATE_NOT_EXISTS',
    'REQUIRED_PLACEHOLDER_MISSING',
    'UNKNOWN_PLACEHOLDER',
    'SECRET_PLACEHOLDER_OUTSIDE_LINK',
  ],
  group: 'content',
  takesFiles: true,
  sidebar: [
    {
      section: 'menu.section.system',
      title: 'menu.emailTemplates',
      href: '/email-templates',
      icon: 'IconMail',
      action: 'list',
    },
  ],
});
