import { refundsArea } from '@backoffice/contract';
import { defineModule } from '../../../core/module.js';
import { refundsRoutes } from './routes.js';

/** Refunds: money going back to investors (REQ-REFUND-2..7). */
export const refundsModule = defineModule({
  name: 'refunds',
  area: refundsArea,
  routes: refundsRoutes,
});
