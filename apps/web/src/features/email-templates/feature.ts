import { defineFeature } from '../../shared/feature';

/** REQ-EMAIL-2, and the outbox as "Sent emails" (decision 0007). */
export const emailTemplatesFeature = defineFeature({
  name: 'email-templates',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [
    { href: '/email-templates', icon: 'IconMail', title: 'menu.emailTemplates' },
    { href: '/sent-emails', icon: 'IconHistory', title: 'menu.sentEmails' },
  ],
  records: [
    {
      entityType: 'email-template',
      fieldsKey: 'emailTemplates.fields',
      path: (id) => `/email-templates/${id}/edit`,
      permission: 'admin:email-template:get',
    },
  ],
  routes: [
    {
      path: 'email-templates',
      permission: 'admin:email-template:list',
      list: () => import('./api/email-templates-api').then((m) => m.emailTemplatesApi),
      page: () => import('./routes/email-template-list-page').then((m) => m.EmailTemplateListPage),
    },
    {
      path: 'email-templates/:id/edit',
      permission: 'admin:email-template:get',
      page: () => import('./routes/email-template-edit-page').then((m) => m.EmailTemplateEditPage),
    },
    {
      path: 'sent-emails',
      // people's mail: its own permission, not the template list's (REQ-SEC-1)
      permission: 'admin:email:outbox',
      page: () => import('./routes/sent-emails-page').then((m) => m.SentEmailsPage),
    },
  ],
});
