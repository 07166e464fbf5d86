import { authArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { authRoutes } from './routes.js';

export const authModule = defineModule({ name: 'auth', area: authArea, routes: authRoutes });
