import { staticContentArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { seedStaticContentDemo } from './demo-data.js';
import { staticContentRoutes } from './routes.js';

export const staticContentModule = defineModule({
  name: 'static-content',
  area: staticContentArea,
  routes: staticContentRoutes,
  seedDemo: seedStaticContentDemo,
});
