import { ordersArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { ordersRoutes } from './routes.js';

/** Orders: list, view, edit, accept, reject and the spreadsheet (issue 18). */
export const ordersModule = defineModule({
  name: 'orders',
  area: ordersArea,
  routes: ordersRoutes,
});
