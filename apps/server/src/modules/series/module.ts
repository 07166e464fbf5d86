import { seriesArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { seedSeriesDemo } from './demo-data.js';
import { seriesRoutes } from './routes.js';

/** Share series; the offers module (its demo data too) refers to them, so it comes after. */
export const seriesModule = defineModule({
  name: 'series',
  area: seriesArea,
  routes: seriesRoutes,
  seedDemo: seedSeriesDemo,
});
