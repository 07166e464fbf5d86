import { defineModule } from '../../core/module.js';
import { countryRoutes } from './routes.js';

export const countriesModule = defineModule({ name: 'countries', routes: countryRoutes });
