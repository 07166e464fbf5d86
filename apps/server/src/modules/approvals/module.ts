import { approvalsArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { approvalsRoutes } from './routes.js';

/** Four eyes on money (REQ-APPR-1..8): the inbox and its decisions. */
export const approvalsModule = defineModule({
  name: 'approvals',
  area: approvalsArea,
  routes: approvalsRoutes,
});
