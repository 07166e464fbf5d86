import { rolesArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { roleRoutes } from './routes.js';

export const rolesModule = defineModule({ name: 'roles', area: rolesArea, routes: roleRoutes });
