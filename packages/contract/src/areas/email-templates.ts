import { defineArea, type AreaPaths } from '../area.js';

export const emailTemplatesPaths = {
  api: '/admin/email/template',
  routes: {
    list: { path: '/email-templates', permission: 'admin:email-template:list' },
    record: { path: '/email-templates/:id/edit', permission: 'admin:email-template:get' },
  },
} as const satisfies AreaPaths;

/**
 * REQ-EMAIL-1: what the platform says by email. The "Sent emails" screen is
 * `email-outbox.ts`'s own permission.
 */
export const emailTemplatesArea = defineArea({
  permissionArea: 'email-template',
  paths: emailTemplatesPaths,
  label: { pl: 'Szablony e-maili', en: 'E-mail templates' },
  actions: ['list', 'get', 'edit', 'get-config', 'test', 'export'],
  errors: {
    CANT_SEND_MESSAGE: {
      pl: 'Nie udało się wysłać wiadomości.',
      en: 'The message could not be sent.',
    },
    EMAIL_TEMPLATE_NOT_EXISTS: {
      pl: 'Szablon e-maila nie istnieje.',
      en: 'The e-mail template does not exist.',
    },
    REQUIRED_PLACEHOLDER_MISSING: {
      pl: 'Brakuje wymaganego pola zastępczego w treści.',
      en: 'A required placeholder is missing from the body.',
    },
    UNKNOWN_PLACEHOLDER: {
      pl: 'To nie jest pole zastępcze tego e-maila: zostałoby wysłane dosłownie.',
      en: 'Not a placeholder of this e-mail: it would be sent as typed.',
    },
    SECRET_PLACEHOLDER_OUTSIDE_LINK: {
      pl: 'Link do hasła może stać tylko w treści: w tekście albo jako cały adres linku (href), nie w temacie, obrazku ani innym atrybucie.',
      en: 'A password link may stand only in the body, in text or as the whole address (href) of a link, not in the subject, an image or another attribute.',
    },
  },
  group: 'content',
  takesFiles: true,
  sidebar: [
    {
      section: 'menu.section.system',
      title: 'menu.emailTemplates',
      label: { pl: 'Szablony e-mail', en: 'E-mail templates' },
      icon: 'IconMail',
      route: 'list',
    },
  ],
  columns: {
    name: { header: { pl: 'Nazwa', en: 'Name' } },
    subject: { header: { pl: 'Temat', en: 'Subject' } },
  },
  audit: [
    {
      entityType: 'email-template',
      name: { pl: 'Szablon e-maila', en: 'E-mail template' },
      of: { pl: 'szablonu e-maila', en: 'E-mail template' },
      one: { pl: 'szablon e-maila', en: 'e-mail template' },
      writes: ['update'],
    },
  ],
});
