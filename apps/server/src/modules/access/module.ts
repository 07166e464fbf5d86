import { defineModule } from '../../core/module.js';
import { accessRoutes } from './routes.js';

/** The permission check and the splash screen with the sidebar built from every module's links. */
export const accessModule = defineModule({ name: 'access', routes: accessRoutes });
