import { usersArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { seedUsersDemo } from './demo-data.js';
import { userRoutes } from './routes.js';

export const usersModule = defineModule({
  name: 'users',
  area: usersArea,
  routes: userRoutes,
  seedDemo: seedUsersDemo,
});
