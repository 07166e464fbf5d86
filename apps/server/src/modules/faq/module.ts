import { faqArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { seedFaqDemo } from './demo-data.js';
import { faqRoutes } from './routes.js';

export const faqModule = defineModule({
  name: 'faq',
  area: faqArea,
  routes: faqRoutes,
  seedDemo: seedFaqDemo,
});
