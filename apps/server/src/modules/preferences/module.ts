import { defineModule } from '../../core/module.js';
import { preferencesRoutes } from './routes.js';

/** Each signed-in user's own settings (`GET`/`PUT /api/user/me/preferences`). */
export const preferencesModule = defineModule({ name: 'preferences', routes: preferencesRoutes });
