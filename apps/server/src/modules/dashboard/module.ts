import { defineModule } from '../../core/module.js';
import { dashboardRoutes } from './routes.js';

/**
 * The home screen's figures (REQ-DASH-1, REQ-DASH-2): `GET /api/admin/dashboard`, and the
 * pre-aggregates it reads (`schema.ts`, kept by the triggers of migration 0013_dashboard).
 */
export const dashboardModule = defineModule({ name: 'dashboard', routes: dashboardRoutes });
