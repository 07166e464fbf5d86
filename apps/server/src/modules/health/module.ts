import { defineModule } from '../../core/module.js';
import { healthRoutes } from './routes.js';

export const healthModule = defineModule({ name: 'health', routes: healthRoutes });
