import { settingsArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { seedSettingsDemo } from './demo-data.js';
import { settingsRoutes } from './routes.js';

/** REQ-SETTINGS-1 and the payment-provider configuration. */
export const settingsModule = defineModule({
  name: 'settings',
  area: settingsArea,
  routes: settingsRoutes,
  seedDemo: seedSettingsDemo,
});
