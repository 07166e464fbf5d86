import { defineFeature } from '../../shared/feature';

/** REQ-FEAT-1: the fixed groups, listed and edited (never created or deleted). */
export const featuredOffersFeature = defineFeature({
  name: 'featured-offers',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [{ href: '/featured-offers', icon: 'IconStar', title: 'menu.featuredOffers' }],
  records: [
    {
      entityType: 'featured-offer',
      fieldsKey: 'featuredOffers.fields',
      path: (id) => `/featured-offers/${id}`,
      permission: 'admin:featured-offer:get',
    },
  ],
  routes: [
    {
      path: 'featured-offers',
      permission: 'admin:featured-offer:list',
      list: () => import('./api/featured-offers-api').then((m) => m.featuredOffersApi),
      page: () => import('./routes/featured-offer-list-page').then((m) => m.FeaturedOfferListPage),
    },
    {
      path: 'featured-offers/:id',
      permission: 'admin:featured-offer:get',
      page: () => import('./routes/featured-offer-edit-page').then((m) => m.FeaturedOfferEditPage),
    },
  ],
});
