import { emailOutboxArea, emailTemplatesArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { emailOutboxRoutes, emailTemplateRoutes } from './routes.js';
import { seedDefaultTemplates } from './service.js';

export const emailTemplatesModule = defineModule({
  name: 'email-templates',
  area: emailTemplatesArea,
  routes: emailTemplateRoutes,
  seedReference: seedDefaultTemplates,
});

/** The "Sent emails" screen: its own area, so its own permission and sidebar link. */
export const emailOutboxModule = defineModule({
  name: 'email-outbox',
  area: emailOutboxArea,
  routes: emailOutboxRoutes,
});
