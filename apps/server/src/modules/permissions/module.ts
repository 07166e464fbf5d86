import { permissionsArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { permissionRoutes } from './routes.js';

export const permissionsModule = defineModule({
  name: 'permissions',
  area: permissionsArea,
  routes: permissionRoutes,
});
