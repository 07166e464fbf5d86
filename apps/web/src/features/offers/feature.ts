import { defineFeature } from '../../shared/feature';

/** REQ-OFFER-1: the offers list (`/pages`) and the offer editor. */
export const offersFeature = defineFeature({
  name: 'offers',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [{ href: '/pages', icon: 'IconBuildingSkyscraper', title: 'menu.offers' }],
  routes: [
    {
      path: 'pages',
      permission: 'admin:offer:list',
      list: () => import('./api/offers-api').then((m) => m.offersApi),
      page: () => import('./routes/offer-list-page').then((m) => m.OfferListPage),
    },
    {
      path: 'pages/create',
      permission: 'admin:offer:create',
      page: () => import('./routes/offer-create-page').then((m) => m.OfferCreatePage),
    },
    {
      path: 'pages/:id/edit',
      permission: 'admin:offer:get',
      page: () => import('./routes/offer-edit-page').then((m) => m.OfferEditPage),
    },
  ],
});
