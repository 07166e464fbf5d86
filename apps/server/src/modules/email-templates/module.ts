import { emailTemplatesArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { emailTemplateRoutes } from './routes.js';
import { seedDefaultTemplates } from './service.js';

export const emailTemplatesModule = defineModule({
  name: 'email-templates',
  area: emailTemplatesArea,
  routes: emailTemplateRoutes,
  seedReference: seedDefaultTemplates,
});
