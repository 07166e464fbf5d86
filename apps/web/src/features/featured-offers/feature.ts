import { featuredOffersPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** REQ-FEAT-1: the fixed groups, listed and edited (never created or deleted). */
export const featuredOffersFeature = defineFeature({
  name: 'featured-offers',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'featured-offer',
      fieldsKey: 'featuredOffers.fields',
      route: featuredOffersPaths.routes.record,
    },
  ],
  routes: [
    {
      route: featuredOffersPaths.routes.list,
      list: () => import('./api/featured-offers-api').then((m) => m.featuredOffersApi),
      page: () => import('./routes/featured-offer-list-page').then((m) => m.FeaturedOfferListPage),
    },
    {
      route: featuredOffersPaths.routes.record,
      page: () => import('./routes/featured-offer-edit-page').then((m) => m.FeaturedOfferEditPage),
    },
  ],
});
