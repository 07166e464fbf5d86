import { menuItemsArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { seedMenuItemsDemo } from './demo-data.js';
import { menuItemRoutes } from './routes.js';

export const menuItemsModule = defineModule({
  name: 'menu-items',
  area: menuItemsArea,
  routes: menuItemRoutes,
  seedDemo: seedMenuItemsDemo,
});
