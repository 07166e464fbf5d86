import { featuredOffersArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { seedFeaturedOfferGroups, seedFeaturedOffersDemo } from './demo-data.js';
import { featuredOfferRoutes } from './routes.js';

/**
 * The featured-offer groups (REQ-FEAT-1). Listed after the offers module: its demo
 * entries are the offers seeded before it.
 */
export const featuredOffersModule = defineModule({
  name: 'featured-offers',
  area: featuredOffersArea,
  routes: featuredOfferRoutes,
  seedReference: seedFeaturedOfferGroups,
  seedDemo: seedFeaturedOffersDemo,
});
