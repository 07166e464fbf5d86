import { slidersArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { seedSliderDemo } from './demo-data.js';
import { sliderRoutes } from './routes.js';

export const slidersModule = defineModule({
  name: 'sliders',
  area: slidersArea,
  routes: sliderRoutes,
  seedDemo: seedSliderDemo,
});
