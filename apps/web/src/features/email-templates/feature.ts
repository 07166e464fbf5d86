import { emailOutboxPaths, emailTemplatesPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** REQ-EMAIL-2, and the outbox as "Sent emails" (decision 0007). */
export const emailTemplatesFeature = defineFeature({
  name: 'email-templates',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'email-template',
      fieldsKey: 'emailTemplates.fields',
      route: emailTemplatesPaths.routes.record,
    },
  ],
  routes: [
    {
      route: emailTemplatesPaths.routes.list,
      list: () => import('./api/email-templates-api').then((m) => m.emailTemplatesApi),
      page: () => import('./routes/email-template-list-page').then((m) => m.EmailTemplateListPage),
    },
    {
      route: emailTemplatesPaths.routes.record,
      page: () => import('./routes/email-template-edit-page').then((m) => m.EmailTemplateEditPage),
    },
    {
      // people's mail: its own permission, not the template list's (REQ-SEC-1)
      route: emailOutboxPaths.routes.list,
      page: () => import('./routes/sent-emails-page').then((m) => m.SentEmailsPage),
    },
  ],
});
