import { investmentsArea } from '@backoffice/contract';
import { defineModule } from '../../../core/module.js';
import { seedMoneyDemo } from './demo-data.js';
import { investmentsRoutes } from './routes.js';

/**
 * Investments and the manual order (REQ-MONEY-10, REQ-MONEY-13). Its demo rows are the money
 * area's: payments, shares and dividends for the offers' demo orders, and more orders over two
 * years.
 */
export const investmentsModule = defineModule({
  name: 'investments',
  area: investmentsArea,
  routes: investmentsRoutes,
  seedDemo: seedMoneyDemo,
});
