import { ordersArea } from '@backoffice/contract';
import { defineModule } from '../../../core/module.js';
import { ordersRoutes } from './routes.js';

/** Orders: list, view, edit, accept, reject and the spreadsheet (REQ-MONEY-5 to REQ-MONEY-9). */
export const ordersModule = defineModule({
  name: 'orders',
  area: ordersArea,
  routes: ordersRoutes,
});
