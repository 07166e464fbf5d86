import { transactionsArea } from '@backoffice/contract';
import { defineModule } from '../../../core/module.js';
import { scheduleExpiry } from './expiry.js';
import { transactionsRoutes } from './routes.js';

/**
 * Transactions: list, detail, accept, extend, and the expiry of unpaid ones (REQ-MONEY-11,
 * REQ-MONEY-12).
 */
export const transactionsModule = defineModule({
  name: 'transactions',
  area: transactionsArea,
  routes: transactionsRoutes,
  schedule: scheduleExpiry,
});
