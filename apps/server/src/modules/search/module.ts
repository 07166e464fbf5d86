import { defineModule } from '../../core/module.js';
import { searchRoutes } from './routes.js';

/** Ctrl+K's record search: `GET /api/admin/search` over the other modules' tables (no rows of its own). */
export const searchModule = defineModule({ name: 'search', routes: searchRoutes });
