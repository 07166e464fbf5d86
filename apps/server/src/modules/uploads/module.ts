import { uploadsArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { uploadsRoutes } from './routes.js';

export const uploadsModule = defineModule({
  name: 'uploads',
  area: uploadsArea,
  routes: uploadsRoutes,
});
