import { auditLogArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { auditLogRoutes } from './routes.js';

export const auditLogModule = defineModule({
  name: 'audit-log',
  area: auditLogArea,
  routes: auditLogRoutes,
});
